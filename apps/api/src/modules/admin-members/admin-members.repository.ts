import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { writeAudit, type AuditEntry } from '../../lib/audit';

/** The back office's member filter (docs/screens/back-office.md#members-list). */
export type MemberType = 'all' | 'active' | 'inactive' | 'stockists';

/** The columns of the contract's User. */
const USER_COLUMNS = [
  'users.id',
  'users.uuid',
  'users.first_name',
  'users.last_name',
  'users.username',
  'users.email',
  'users.phone',
  'users.package_id',
  'users.reg_package_id',
  'users.rank_id',
  'users.created_at',
  'users.is_stockist',
  'users.photo_path',
  'users.withdrawal_amount_kobo',
  'users.status',
  'packages.name as package_name',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `term%`, lower case, with LIKE's wildcards escaped. */
export const prefixPattern = (term: string) => `${escapeLike(term.toLowerCase())}%`;

/**
 * The phone prefixes a term stands for: as typed, and a Nigerian local number (0803…) also as
 * its international form (+234803…), since members type either (docs/screens/back-office.md#members-list).
 */
export function phonePatterns(term: string): string[] {
  const digits = term.replace(/[\s-]/g, '');
  const patterns = [`${escapeLike(digits)}%`];
  if (/^0\d+$/.test(digits)) patterns.push(`+234${escapeLike(digits.slice(1))}%`);
  else if (/^234\d*$/.test(digits)) patterns.push(`+${escapeLike(digits)}%`);
  return patterns;
}

/** A member's names, username, email or phone start with the term (prefix indexes, migrations 0008 and 0021). */
function memberMatches(alias: string, term: string): Expression<SqlBool> {
  const u = sql.table(alias);
  const p = prefixPattern(term);
  const phones = phonePatterns(term);
  return sql<SqlBool>`(lower(${u}.username) like ${p} or lower(${u}.first_name) like ${p}
    or lower(${u}.last_name) like ${p} or lower(${u}.first_name || ' ' || ${u}.last_name) like ${p}
    or lower(${u}.email) like ${p} or ${sql.join(
      phones.map((ph) => sql`${u}.phone like ${ph}`),
      sql` or `,
    )})`;
}

export interface MemberCounts {
  members: number;
  active: number;
  paid: number;
  stockists: number;
  /** Members with an approved upgrade (their package above their registration package). */
  upgraded: number;
  /** Package payments (registrations and upgrades) of every status. */
  packagePayments: number;
}

/**
 * How many members there are by state (the company root left out), from the counters the
 * trigger of migration 0022 keeps on every change of a member (docs/screens/back-office.md#member-counts).
 */
export async function readMemberCounts(ex: Executor): Promise<MemberCounts> {
  const row = await ex
    .selectFrom('member_counts')
    .select([
      sql<string>`coalesce(sum(members), 0)`.as('members'),
      sql<string>`coalesce(sum(active), 0)`.as('active'),
      sql<string>`coalesce(sum(paid), 0)`.as('paid'),
      sql<string>`coalesce(sum(stockists), 0)`.as('stockists'),
      sql<string>`coalesce(sum(upgraded), 0)`.as('upgraded'),
      sql<string>`coalesce(sum(package_payments), 0)`.as('package_payments'),
    ])
    .executeTakeFirstOrThrow();
  return {
    members: Number(row.members),
    active: Number(row.active),
    paid: Number(row.paid),
    stockists: Number(row.stockists),
    upgraded: Number(row.upgraded),
    packagePayments: Number(row.package_payments),
  };
}

/** The number of members of one type, from the counters. */
export function countOf(counts: MemberCounts, type: MemberType): number {
  if (type === 'active') return counts.active;
  if (type === 'inactive') return counts.members - counts.active;
  if (type === 'stockists') return counts.stockists;
  return counts.members;
}

/**
 * SQL of the back office's member lists. Each returns a select ordered newest first, for
 * `paginate` (lib/paging) to cut into a page and count; the company root is never listed.
 */
export function createAdminMembersRepository(db: Database) {
  const members = (ex: Executor = db) =>
    ex
      .selectFrom('users')
      .leftJoin('packages', 'packages.id', 'users.package_id')
      .select(USER_COLUMNS)
      .where('users.is_root', '=', false);

  const packagePayments = (ex: Executor) =>
    ex
      .selectFrom('payments as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('packages as pk', (join) => join.on(sql<SqlBool>`pk.id = (p.target->>'package_id')::int`))
      .select([
        'p.id',
        'u.uuid',
        'u.first_name',
        'u.last_name',
        'u.username',
        'pk.name as package_name',
        'pk.id as package_id',
        'p.amount_kobo',
        'p.received_amount_kobo',
        'p.purpose',
        'p.channel',
        'p.status',
        'p.provider_status',
        'p.reference',
        'p.created_at',
      ])
      .where('p.txn_source', '=', 'package_payment');

  /** Ids of the package payments of matching members, and of those whose reference matches. */
  const matchingPayments = (ex: Executor, term: string) =>
    ex
      .selectFrom('users as m')
      .innerJoin('payments as mp', 'mp.user_id', 'm.id')
      .select('mp.id')
      .where(memberMatches('m', term))
      .where('mp.txn_source', '=', 'package_payment')
      .union(
        ex
          .selectFrom('payments as rp')
          .select('rp.id')
          .where('rp.txn_source', '=', 'package_payment')
          .where(sql<SqlBool>`lower(rp.reference) like ${prefixPattern(term)}`),
      );

  return {
    counts: (ex: Executor = db) => readMemberCounts(ex),

    /** Members of one type, newest first (one partial index per type, migration 0021). */
    members(type: MemberType, ex: Executor = db) {
      let query = members(ex);
      if (type === 'active') query = query.where('users.status', '=', 'active');
      else if (type === 'inactive') query = query.where('users.status', '<>', 'active');
      else if (type === 'stockists') query = query.where('users.is_stockist', '=', 1);
      return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc');
    },

    /** How many members match `term`, counted up to `upTo` (the search's plan depends on it). */
    async countMatches(term: string, upTo: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom(
          ex
            .selectFrom('users')
            .select('users.id')
            .where('users.is_root', '=', false)
            .where(memberMatches('users', term))
            .limit(upTo)
            .as('m'),
        )
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The newest `limit` members whose names, username, email or phone start with `term`, newest
     * first. `gather`: collect every match through the prefix indexes, then sort them (few
     * matches, wherever they are); otherwise walk the newest-first index until `limit` matches
     * (many matches: the walk soon finds them). docs/screens/back-office.md#members-list
     */
    search(term: string, limit: number, gather: boolean, ex: Executor = db) {
      // The gathered rows are whole rows, read by the prefix indexes' bitmap scan: joining their
      // ids back to users let the planner merge-join the whole table (833 ms for 11,111 matches
      // of 1,000,000 members, against 22 ms so).
      const newest = gather
        ? ex
            .with(
              (w) => w('matched').materialized(),
              () => members(ex).where(memberMatches('users', term)),
            )
            .selectFrom('matched')
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .as('found')
        : members(ex)
            .where(memberMatches('users', term))
            .orderBy('users.created_at', 'desc')
            .orderBy('users.id', 'desc')
            .limit(limit)
            .as('found');
      return ex
        .selectFrom(newest)
        .selectAll()
        .orderBy('found.created_at', 'desc')
        .orderBy('found.id', 'desc');
    },

    /**
     * The page at `offset` of the package payments (registrations and upgrades, every status),
     * newest first, with their members: the page's payments are found in the payments' own index
     * (a far page skips index entries, not joined rows), then joined.
     */
    packagePaymentsPage(offset: number, limit: number, ex: Executor = db) {
      const ids = ex
        .selectFrom('payments')
        .select('id')
        .where('txn_source', '=', 'package_payment')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset);
      return packagePayments(ex)
        .where('p.id', 'in', ids)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },

    /**
     * How many package payments match `term` (member or reference), counted up to `upTo`: each
     * matching member's payments through their index (a lateral read, so the count stops at
     * `upTo` instead of joining every match: 486 ms → 30 ms for a tenth of 1,000,000 members),
     * then the payments whose reference matches and whose member does not.
     */
    async countPaymentMatches(term: string, upTo: number, ex: Executor = db): Promise<number> {
      const ofMembers = ex
        .selectFrom('users as m')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('payments as mp')
              .select('mp.id')
              .whereRef('mp.user_id', '=', 'm.id')
              .where('mp.txn_source', '=', 'package_payment')
              // Keeps the read per member: without it the planner joins all the matches first.
              .offset(0)
              .as('mp'),
          (join) => join.onTrue(),
        )
        .select('mp.id')
        .where(memberMatches('m', term));
      const byReference = ex
        .selectFrom('payments as rp')
        .innerJoin('users as ru', 'ru.id', 'rp.user_id')
        .select('rp.id')
        .where('rp.txn_source', '=', 'package_payment')
        .where(sql<SqlBool>`lower(rp.reference) like ${prefixPattern(term)}`)
        .where(sql<SqlBool>`not ${memberMatches('ru', term)}`);
      const row = await ex
        .selectFrom(ofMembers.unionAll(byReference).limit(upTo).as('m'))
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The newest `limit` package payments of members whose names, username, email or phone start
     * with `term`, or whose reference does. `gather`: collect the matches (members through their
     * prefix indexes, then their payments; references through theirs) and sort them; otherwise
     * walk the payments newest first until `limit` match.
     */
    searchPackagePayments(term: string, limit: number, gather: boolean, ex: Executor = db) {
      const pattern = prefixPattern(term);
      const found = gather
        ? packagePayments(ex).where('p.id', 'in', () => matchingPayments(ex, term))
        : packagePayments(ex).where((eb) =>
            eb.or([memberMatches('u', term), sql<SqlBool>`lower(p.reference) like ${pattern}`]),
          );
      return ex
        .selectFrom(found.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).as('found'))
        .selectAll()
        .orderBy('found.created_at', 'desc')
        .orderBy('found.id', 'desc');
    },

    /**
     * Members with an approved upgrade, by their latest one, newest first: each approved upgrade
     * that no later approved upgrade of the same member follows (migration 0021's two indexes).
     */
    upgradedMembers(ex: Executor = db) {
      return ex
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('packages as pk', 'pk.id', 'u.package_id')
        .select([
          'u.id',
          'u.uuid',
          'u.first_name',
          'u.last_name',
          'u.username',
          'pk.name as package',
          'p.approved_at',
        ])
        .where('p.purpose', '=', 'upgrade')
        .where('p.status', '=', 'approved')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payments as q')
                .select(sql`1`.as('one'))
                .whereRef('q.user_id', '=', 'p.user_id')
                .where('q.purpose', '=', 'upgrade')
                .where('q.status', '=', 'approved')
                .where(sql<SqlBool>`(q.approved_at, q.id) > (p.approved_at, p.id)`),
            ),
          ),
        )
        .orderBy('p.approved_at', 'desc')
        .orderBy('p.id', 'desc');
    },

    /** The packages each member held before each approved upgrade, oldest first. */
    async packagesBeforeUpgrades(userIds: number[], ex: Executor = db): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (userIds.length === 0) return out;
      const rows = await ex
        .selectFrom('payments as p')
        .leftJoin('packages as pk', (join) =>
          join.on(sql<SqlBool>`pk.id = (p.target->>'from_package_id')::int`),
        )
        .select(['p.user_id', 'pk.name'])
        .where('p.purpose', '=', 'upgrade')
        .where('p.status', '=', 'approved')
        .where('p.user_id', 'in', userIds)
        .orderBy('p.user_id')
        .orderBy('p.approved_at')
        .orderBy('p.id')
        .execute();
      for (const row of rows) {
        const id = Number(row.user_id);
        const list = out.get(id) ?? [];
        if (row.name !== null) list.push(row.name);
        out.set(id, list);
      }
      return out;
    },

    /** A member's address and names for a mail from the back office, by uuid (the root is no member). */
    contactOf(uuid: string, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(['id', 'uuid', 'email', 'first_name', 'last_name', 'username'])
        .where('uuid', '=', uuid)
        .where('is_root', '=', false)
        .executeTakeFirst();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type AdminMembersRepository = ReturnType<typeof createAdminMembersRepository>;
