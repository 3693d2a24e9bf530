import { sql, type Selectable } from 'kysely';
import type { BonusRunsTable, RunKind } from '../../db/types.money';
import { bigintArray } from '../ledger/ledger.bulk';
import type { Executor } from '../ledger/ledger.repository';

/**
 * SQL of the scheduled runs (docs/money-and-ledger.md#scheduled-runs). Every function takes the executor it
 * runs on: the service passes the run's transaction.
 *
 * A bonus run reads member_volumes without row locks: it holds the company's bonus expense
 * account (lockBonusExpense) from its start, and every other writer of those rows (the payment
 * pipelines that move PV, the other runs) takes that lock first too, so nothing changes them
 * under a run. The payout run locks the wallets it debits (`lock`).
 */

export type RunRow = Selectable<BonusRunsTable>;

const ACTIVE = sql<boolean>`(u.status = 'active' and u.payment_status = 'approved')`;
const forUpdate = (lock: boolean, of: string) => sql.raw(lock ? `for update of ${of}` : '');

/**
 * Claims (kind, period) for this transaction: the row is visible to others only when the
 * transaction commits, and a concurrent claim of the same period waits for it and then gets
 * nothing. Undefined when the period was claimed already.
 */
export async function claimRun(tx: Executor, kind: RunKind, periodKey: string): Promise<RunRow | undefined> {
  return tx
    .insertInto('bonus_runs')
    .values({ kind, period_key: periodKey, status: 'running', summary: '{}' })
    .onConflict((oc) => oc.columns(['kind', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findRun(db: Executor, kind: RunKind, periodKey: string): Promise<RunRow | undefined> {
  return db
    .selectFrom('bonus_runs')
    .selectAll()
    .where('kind', '=', kind)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** The run of this kind with the latest period key, if any. */
export async function latestRun(db: Executor, kind: RunKind): Promise<RunRow | undefined> {
  return db
    .selectFrom('bonus_runs')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('period_key', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Every claimed run, newest first (the runs screen: docs/screens/back-office.md#runs), optionally
 * of one kind: a query the caller pages (LIMIT/OFFSET on the started_at order).
 */
export function listRuns(db: Executor, kind?: RunKind) {
  let query = db.selectFrom('bonus_runs').selectAll();
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('started_at', 'desc').orderBy('id', 'desc');
}

/** The usernames of these members (a preview's top lines). */
export async function usernamesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}

export async function finishRun(
  tx: Executor,
  id: number,
  result: { totalKobo: number; entries: number; summary: Record<string, unknown> },
): Promise<RunRow> {
  return tx
    .updateTable('bonus_runs')
    .set({
      status: 'committed',
      total_kobo: result.totalKobo,
      entries: result.entries,
      summary: JSON.stringify(result.summary),
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The first lock of every bonus run, as in every other bonus posting. */
export async function lockBonusExpense(tx: Executor): Promise<void> {
  await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', 'company:bonus_expense')
    .forUpdate()
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Matching

export interface MatchingRow {
  user_id: number;
  username: string;
  package_id: number;
  active: boolean;
  left_pv: number;
  right_pv: number;
  matching_left_base: number;
  matching_right_base: number;
  matching_left_carry: number;
  matching_right_carry: number;
}

/**
 * Members whose legs moved since the last matching run, or who carry volume on both legs (a
 * member inactive at the last run kept all of it). Everyone else has nothing to match. Their
 * state is the one in force (member_matching_state: ADR 0025).
 */
export async function matchingCandidates(db: Executor): Promise<MatchingRow[]> {
  const { rows } = await sql<MatchingRow>`
    select ms.user_id, u.username, u.package_id, ${ACTIVE} as active,
      ms.left_pv, ms.right_pv, ms.left_base as matching_left_base, ms.right_base as matching_right_base,
      ms.left_carry as matching_left_carry, ms.right_carry as matching_right_carry
    from member_matching_state ms join users u on u.id = ms.user_id
    where ms.left_pv <> ms.left_base or ms.right_pv <> ms.right_base
      or (ms.left_carry > 0 and ms.right_carry > 0)
    order by ms.user_id`.execute(db);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

/**
 * Rows per UPDATE of member_volumes (each column a bigint[] parameter): a million members' state
 * is one statement and one join (one UPDATE per 50,000 rows joined the whole table each time:
 * 9.5 s of a 1,000,000-member matching run, ADR 0020).
 */
const UPDATE_CHUNK = 1_000_000;

function* chunks<T>(rows: readonly T[], size: number): Generator<readonly T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Whether a row's next state (matching_next_*) is in force: its run committed (0032). */
const NEXT_IN_FORCE = sql.raw(
  `mv.matching_run_id in (select r.id from bonus_runs r where r.kind = 'matching' and r.status = 'committed')`,
);

/**
 * Run `runId`'s result for the members it counted: the leg totals it counted become the base, and
 * the rule's carry is kept. Written as the rows' next state, in force once the run commits; the
 * state in force until then becomes the settled one (0032_matching_state_beside_the_run.sql,
 * ADR 0025). It may run on another connection than the run's, in a transaction of its own.
 */
export async function saveMatchingState(
  tx: Executor,
  runId: number,
  rows: readonly {
    userId: number;
    leftBase: number;
    rightBase: number;
    leftCarry: number;
    rightCarry: number;
  }[],
): Promise<void> {
  for (const chunk of chunks(rows, UPDATE_CHUNK)) {
    const ids = bigintArray(chunk.map((r) => r.userId));
    const leftBases = bigintArray(chunk.map((r) => r.leftBase));
    const rightBases = bigintArray(chunk.map((r) => r.rightBase));
    const leftCarries = bigintArray(chunk.map((r) => r.leftCarry));
    const rightCarries = bigintArray(chunk.map((r) => r.rightCarry));
    await sql`
      update member_volumes mv
      set matching_left_base = case when ${NEXT_IN_FORCE} then mv.matching_next_left_base else mv.matching_left_base end,
        matching_right_base = case when ${NEXT_IN_FORCE} then mv.matching_next_right_base else mv.matching_right_base end,
        matching_left_carry = case when ${NEXT_IN_FORCE} then mv.matching_next_left_carry else mv.matching_left_carry end,
        matching_right_carry = case when ${NEXT_IN_FORCE} then mv.matching_next_right_carry else mv.matching_right_carry end,
        matching_run_id = ${runId},
        matching_next_left_base = v.left_base, matching_next_right_base = v.right_base,
        matching_next_left_carry = v.left_carry, matching_next_right_carry = v.right_carry
      from unnest(
        ${ids}::bigint[], ${leftBases}::bigint[], ${rightBases}::bigint[], ${leftCarries}::bigint[],
        ${rightCarries}::bigint[]
      ) as v(user_id, left_base, right_base, left_carry, right_carry)
      where mv.user_id = v.user_id`.execute(tx);
  }
}

// ---------------------------------------------------------------------------------------------
// Equilibrium and loyalty

export interface EquilibriumRow {
  user_id: number;
  username: string;
  active: boolean;
  active_descendants: number;
  equilibrium_base: number;
}

/** Members with at least one new pair of active descendants since their equilibrium base. */
export async function equilibriumCandidates(db: Executor): Promise<EquilibriumRow[]> {
  const { rows } = await sql<EquilibriumRow>`
    select mv.user_id, u.username, ${ACTIVE} as active, mv.active_descendants, mv.equilibrium_base
    from member_volumes mv join users u on u.id = mv.user_id
    where mv.active_descendants - mv.equilibrium_base >= 2
    order by mv.user_id`.execute(db);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

export interface ChildRow {
  id: number;
  parent_id: number;
  active: boolean;
}

/**
 * The direct downlines of these members: placement children holding a slot whose package
 * payment was approved (an unpaid registration is not a downline yet; a deactivated member
 * still is, and their loyalty line is forfeited as inactive).
 */
export async function directDownlines(db: Executor, parentIds: readonly number[]): Promise<ChildRow[]> {
  if (parentIds.length === 0) return [];
  const { rows } = await sql<ChildRow>`
    select u.id, u.placement_parent_id as parent_id, ${ACTIVE} as active
    from users u
    where u.placement_parent_id in (${sql.join(parentIds)})
      and u.placement_position is not null and u.payment_status = 'approved'
    order by u.placement_parent_id, u.placement_position`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), parent_id: Number(r.parent_id), active: r.active }));
}

export async function saveEquilibriumBases(
  tx: Executor,
  rows: readonly { userId: number; base: number }[],
): Promise<void> {
  for (const chunk of chunks(rows, UPDATE_CHUNK)) {
    const ids = bigintArray(chunk.map((r) => r.userId));
    const bases = bigintArray(chunk.map((r) => r.base));
    await sql`
      update member_volumes mv set equilibrium_base = v.base
      from unnest(${ids}::bigint[], ${bases}::bigint[]) as v(user_id, base)
      where mv.user_id = v.user_id`.execute(tx);
  }
}

// ---------------------------------------------------------------------------------------------
// Profit pool

export interface ProfitPoolRow {
  user_id: number;
  username: string;
  package_id: number;
  active: boolean;
  activated_at: Date;
}

/** Activated members whose current package is one of `eligiblePackageIds` (the plan in force's eligible ones). */
export async function profitPoolCandidates(
  db: Executor,
  eligiblePackageIds: readonly number[],
): Promise<ProfitPoolRow[]> {
  if (eligiblePackageIds.length === 0) return [];
  const { rows } = await sql<ProfitPoolRow>`
    select u.id as user_id, u.username, u.package_id, ${ACTIVE} as active, u.activated_at
    from users u
    where u.package_id in (${sql.join(eligiblePackageIds.map((id) => sql`${id}`))}) and u.activated_at is not null
    order by u.id`.execute(db);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id), activated_at: new Date(r.activated_at) }));
}

/**
 * For each member, the members activated in [from, to) anywhere in their placement downline
 * (a recursive walk down the tree from each member). Members with none are absent.
 */
export async function downlineActivations(
  db: Executor,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{ root_id: number; n: number }>`
    with recursive down(root_id, id) as (
      select c.placement_parent_id, c.id from users c
      where c.placement_parent_id in (${sql.join(memberIds)}) and c.placement_position is not null
      union all
      select d.root_id, c.id from down d join users c on c.placement_parent_id = d.id
      where c.placement_position is not null
    )
    select d.root_id, count(*) as n from down d join users c on c.id = d.id
    where c.activated_at >= ${from} and c.activated_at < ${to}
    group by d.root_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.root_id), Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------
// Global profit

/** PV that entered the tree by activations and upgrades in [from, to) (repurchases excluded). */
export async function activationAndUpgradePv(db: Executor, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('pv_events')
    .select(sql<number>`coalesce(sum(pv), 0)`.as('pv'))
    .where('kind', 'in', ['activation', 'upgrade'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.pv);
}

export interface GlobalProfitRow {
  user_id: number;
  username: string;
  active: boolean;
  rank_eligible: boolean;
}

/** Members holding a global-profit eligible rank (active or not: the rule decides). */
export async function globalProfitCandidates(db: Executor): Promise<GlobalProfitRow[]> {
  const { rows } = await sql<GlobalProfitRow>`
    select u.id as user_id, u.username, ${ACTIVE} as active, r.is_global_profit_eligible as rank_eligible
    from users u join ranks r on r.id = u.rank_id
    where r.is_global_profit_eligible
    order by u.id`.execute(db);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

// ---------------------------------------------------------------------------------------------
// Automated payouts

export interface PayoutRow {
  user_id: number;
  username: string;
  status: string;
  standing_kobo: number;
  balance_kobo: number;
  bank_verified: boolean;
  has_pending: boolean;
}

/**
 * Members with a standing withdrawal amount, with their wallet balance; with `lock`, their
 * wallets are locked in member id order before anything is debited.
 */
export async function payoutCandidates(db: Executor, lock: boolean): Promise<PayoutRow[]> {
  const { rows } = await sql<PayoutRow>`
    select u.id as user_id, u.username, u.status, u.withdrawal_amount_kobo as standing_kobo,
      la.balance_kobo,
      (u.bank_verified_at is not null and coalesce(u.bank_name, '') <> '' and coalesce(u.bank_code, '') <> ''
        and coalesce(u.bank_account_number, '') <> '' and coalesce(u.bank_account_name, '') <> '') as bank_verified,
      exists (
        select 1 from withdrawals w
        where w.user_id = u.id and w.status = 'pending' and w.withdrawal_type <> 'admin_transfer'
      ) as has_pending
    from users u join ledger_accounts la on la.user_id = u.id
    where u.withdrawal_amount_kobo > 0
    order by u.id
    ${forUpdate(lock, 'la')}`.execute(db);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}
