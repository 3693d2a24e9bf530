import {
  awardBonus,
  canClaimIncentive,
  koboFromDb,
  koboToNaira,
  planSettingsFromRow,
  type IncentiveClaimRefusal,
  type Recipient,
} from '@kola/domain';
import type { SelectQueryBuilder } from 'kysely';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { memberForCaller } from '../../lib/access';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import type { Executor } from '../ledger/ledger.repository';
import { inTransaction } from '../../db/transaction';
import { postPlannedEntries } from '../plan/bonus-posting';
import { createClaimsRepository, type ClaimRow, type ClaimViewRow } from './claims.repository';

/** Every text the incentive-claim operations answer. */
export const CM = {
  claimed: 'incentive claimed successfully',
  approved: 'Incentive approved successfully',
  declined: 'Incentive declined successfully',
  claims: 'Incentive claims',
  requests: 'Incentive requests',
  current: 'Current incentive',
  noRank: 'You are yet to qualify for an incentive',
  incentiveNotFound: 'Incentive not found.',
  claimNotFound: 'Incentive claim not found.',
  notRankIncentive: 'This incentive is not the reward of that rank.',
  inactive: 'Only an active member can claim an incentive.',
  refused: {
    rank_not_held: 'You do not hold the rank of this incentive.',
    already_claimed: 'You have already claimed this incentive.',
    claim_processing: 'You already have an incentive claim awaiting approval.',
  } satisfies Record<IncentiveClaimRefusal, string>,
  notProcessing: (status: string) =>
    `This claim is already ${status}; only a pending request can be decided.`,
} as const;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The contract's IncentiveClaim: money in naira. */
export function toClaim(row: ClaimViewRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    package_name: row.package_name,
    cpv: row.cpv ?? 0,
    rank_id: row.rank_id,
    rank_name: row.rank_name,
    incentive_id: row.incentive_id,
    incentive: row.incentive,
    worth: koboToNaira(row.worth_kobo),
    points: row.points,
    status: row.status,
    created_at: iso(row.created_at),
  };
}

const isActive = (u: { status: string; payment_status: string }) =>
  u.status === 'active' && u.payment_status === 'approved';

const recipient = (u: { id: number; status: string; payment_status: string }): Recipient => ({
  id: String(u.id),
  active: isActive(u),
});

export interface ClaimsServiceDeps {
  db: Database;
  now?: () => Date;
}

/**
 * Incentive claims (docs/plan.md#award-bonus and docs/plan.md#incentives): a member claims the incentive of
 * the rank they hold, once, one processing at a time; an administrator approves (paying the award bonus in
 * the same transaction) or declines a processing claim. Both decisions are audited.
 */
export function createClaimsService(deps: ClaimsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createClaimsRepository(db);

  /** Why a decision found no processing claim: 404 when there is none, 409 when already decided. */
  async function undecidable(id: number): Promise<AppError> {
    const claim = await repo.find(id);
    if (!claim) return notFound(CM.claimNotFound);
    return new AppError(409, CM.notProcessing(claim.status));
  }

  /** Decides claim `id` in one transaction; `then` runs in it on the claimed row. */
  async function decide(
    admin: Auth,
    id: number,
    status: 'approved' | 'declined',
    ip: string | null,
    then?: (tx: Executor, claim: ClaimRow) => Promise<Record<string, unknown>>,
  ) {
    const decided = await inTransaction(db, async (tx) => {
      const claim = await repo.decide(id, status, admin.id, now(), tx);
      if (!claim) return null;
      const extra = then ? await then(tx, claim) : {};
      await repo.audit(
        {
          actor_type: 'admin',
          actor_id: admin.id,
          action: `incentive_claim.${status === 'approved' ? 'approve' : 'decline'}`,
          target_type: 'incentive_claim',
          target_id: String(id),
          before: { status: 'processing' },
          after: { status, ...extra },
          ip,
        },
        tx,
      );
      return repo.view(id, tx);
    });
    if (!decided) throw await undecidable(id);
    return toClaim(decided);
  }

  return {
    /** POST /incentive-claims/{uuid}/create: only the member themself (x-access member). */
    async create(caller: Auth, uuid: string, body: { rank_id: number; incentive_id: number }) {
      const member = await memberForCaller(db, caller, uuid);
      const incentive = await repo.findIncentive(body.incentive_id);
      if (!incentive) throw notFound(CM.incentiveNotFound);
      if (incentive.rank_id !== body.rank_id) throw invalid('incentive_id', CM.notRankIncentive);
      if (!isActive(member)) throw new AppError(409, CM.inactive);
      const open = await repo.openOrApproved(member.id);
      const verdict = canClaimIncentive({
        memberRankId: member.rank_id,
        incentiveRankId: incentive.rank_id,
        claimedRankIds: open.map((c) => c.rank_id),
        hasProcessingClaim: open.some((c) => c.status === 'processing'),
      });
      if (!verdict.ok) throw new AppError(409, CM.refused[verdict.reason]);
      let id: number;
      try {
        ({ id } = await repo.insert({
          userId: member.id,
          rankId: incentive.rank_id,
          incentiveId: incentive.id,
          worthKobo: incentive.worth_kobo,
        }));
      } catch (error) {
        // The partial unique indexes: a concurrent claim got in first.
        if (isUniqueViolation(error, 'incentive_claims_once'))
          throw new AppError(409, CM.refused.already_claimed);
        if (isUniqueViolation(error)) throw new AppError(409, CM.refused.claim_processing);
        throw error;
      }
      return toClaim(await repo.view(id));
    },

    /**
     * Approves a processing claim and pays the award bonus in the same transaction: the
     * claimant's sponsor earns award_winner_sponsor_bonus_percentage % and each direct
     * placement child award_winner_dd_bonus_percentage % of the worth recorded on the claim
     * (inactive recipients forfeited with their reason). Ledger key 'award:<claimId>'.
     */
    approve(admin: Auth, id: number, ip: string | null) {
      return decide(admin, id, 'approved', ip, async (tx, claim) => {
        const [settings, people] = await Promise.all([
          repo.settings(tx),
          repo.awardRecipients(claim.user_id, tx),
        ]);
        const planned = awardBonus({
          claimantId: String(claim.user_id),
          worthKobo: koboFromDb(claim.worth_kobo),
          sponsor: people.sponsor ? recipient(people.sponsor) : null,
          directChildren: people.children.map(recipient),
          settings: planSettingsFromRow(settings),
        });
        const paid = await postPlannedEntries(
          tx,
          {
            idempotencyKey: `award:${claim.id}`,
            causeType: 'incentive_claim',
            causeRef: String(claim.id),
            description: `Award bonus: incentive claim ${claim.id} approved`,
          },
          planned.entries,
        );
        return { award_kobo: paid ?? 0 };
      });
    },

    decline(admin: Auth, id: number, ip: string | null) {
      return decide(admin, id, 'declined', ip);
    },

    /** The incentive requests (processing), oldest first. */
    list(page: PageQuery) {
      // The joined aliases are wider than paginate's DB type; the query itself is unchanged.
      const query = repo.processingQuery() as unknown as SelectQueryBuilder<DB, keyof DB, ClaimViewRow>;
      return paginate(query, page, toClaim);
    },

    /** A member's claims, newest first. */
    async memberClaims(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return (await repo.viewsOf(member.id)).map(toClaim);
    },

    /** The incentive of the member's rank with their latest claim's status; null without a rank. */
    async current(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      if (member.rank_id === null) return null;
      const incentive = await repo.incentiveOfRank(member.rank_id);
      if (!incentive) return null;
      const latest = await repo.latestClaimOf(member.id, incentive.id);
      return {
        id: incentive.id,
        rank_id: incentive.rank_id,
        rank_name: incentive.rank_name,
        incentive: incentive.incentive,
        worth: koboToNaira(incentive.worth_kobo),
        points: incentive.points,
        file_path: incentive.file_path,
        claim_status: latest?.status ?? null,
      };
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
