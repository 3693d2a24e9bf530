import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { IncentiveClaimsTable } from '../../db/types.money';
import type { Executor } from '../ledger/ledger.repository';
import { writeAudit, type AuditEntry } from '../../lib/audit';

export type ClaimRow = Selectable<IncentiveClaimsTable>;
export type ClaimStatus = ClaimRow['status'];

/** A claim with its claimant, rank and incentive, as the contract's IncentiveClaim needs it. */
function claimView(ex: Executor) {
  return ex
    .selectFrom('incentive_claims as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('ranks as r', 'r.id', 'c.rank_id')
    .innerJoin('incentives as i', 'i.id', 'c.incentive_id')
    .leftJoin('packages as p', 'p.id', 'u.package_id')
    .leftJoin('member_volumes as v', 'v.user_id', 'u.id')
    .select([
      'c.id',
      'c.status',
      'c.worth_kobo',
      'c.rank_id',
      'c.incentive_id',
      'c.created_at',
      'u.uuid',
      'u.username',
      'u.first_name',
      'u.last_name',
      'p.name as package_name',
      'v.cpv',
      'r.name as rank_name',
      'r.points',
      'i.incentive',
    ]);
}

export type ClaimViewRow = Awaited<ReturnType<ReturnType<typeof claimView>['execute']>>[number];

export function createClaimsRepository(db: Database) {
  return {
    /** An incentive with its rank. */
    findIncentive(id: number, ex: Executor = db) {
      return ex
        .selectFrom('incentives as i')
        .innerJoin('ranks as r', 'r.id', 'i.rank_id')
        .select([
          'i.id',
          'i.rank_id',
          'i.incentive',
          'i.worth_kobo',
          'i.file_path',
          'r.name as rank_name',
          'r.points',
        ])
        .where('i.id', '=', id)
        .executeTakeFirst();
    },

    /** The incentive of a rank (there is at most one). */
    incentiveOfRank(rankId: number, ex: Executor = db) {
      return ex
        .selectFrom('incentives as i')
        .innerJoin('ranks as r', 'r.id', 'i.rank_id')
        .select([
          'i.id',
          'i.rank_id',
          'i.incentive',
          'i.worth_kobo',
          'i.file_path',
          'r.name as rank_name',
          'r.points',
        ])
        .where('i.rank_id', '=', rankId)
        .executeTakeFirst();
    },

    /** The member's claims that count as claimed or busy: processing and approved (declined excluded). */
    openOrApproved(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('incentive_claims')
        .select(['id', 'rank_id', 'incentive_id', 'status'])
        .where('user_id', '=', userId)
        .where('status', 'in', ['processing', 'approved'])
        .execute();
    },

    /** The member's latest claim of an incentive, if any. */
    latestClaimOf(userId: number, incentiveId: number, ex: Executor = db) {
      return ex
        .selectFrom('incentive_claims')
        .select(['id', 'status'])
        .where('user_id', '=', userId)
        .where('incentive_id', '=', incentiveId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** A new processing claim. The partial unique indexes refuse a second open or approved one. */
    insert(
      claim: { userId: number; rankId: number; incentiveId: number; worthKobo: number },
      ex: Executor = db,
    ) {
      return ex
        .insertInto('incentive_claims')
        .values({
          user_id: claim.userId,
          rank_id: claim.rankId,
          incentive_id: claim.incentiveId,
          worth_kobo: claim.worthKobo,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    find(id: number, ex: Executor = db) {
      return ex.selectFrom('incentive_claims').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Decides a claim only while it is processing, atomically: of two concurrent decisions one
     * gets the row and the other nothing (undefined).
     */
    decide(id: number, status: 'approved' | 'declined', adminId: number, at: Date, ex: Executor = db) {
      return ex
        .updateTable('incentive_claims')
        .set({ status, decided_by: adminId, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .returningAll()
        .executeTakeFirst();
    },

    view(id: number, ex: Executor = db) {
      return claimView(ex).where('c.id', '=', id).executeTakeFirstOrThrow();
    },

    /** A member's claims, newest first. */
    viewsOf(userId: number, ex: Executor = db) {
      return claimView(ex)
        .where('c.user_id', '=', userId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
    },

    /** The processing claims (incentive requests), oldest first, for paginate. */
    processingQuery(ex: Executor = db) {
      return claimView(ex)
        .where('c.status', '=', 'processing')
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc');
    },

    /** The claimant's sponsor and direct placement children (holding a slot), with whether each is active. */
    async awardRecipients(userId: number, ex: Executor = db) {
      const claimant = await ex
        .selectFrom('users')
        .select(['sponsor_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const sponsor =
        claimant.sponsor_id === null
          ? undefined
          : await ex
              .selectFrom('users')
              .select(['id', 'status', 'payment_status'])
              .where('id', '=', claimant.sponsor_id)
              .executeTakeFirst();
      const children = await ex
        .selectFrom('users')
        .select(['id', 'status', 'payment_status'])
        .where('placement_parent_id', '=', userId)
        .where('placement_position', 'is not', null)
        .orderBy('placement_position')
        .execute();
      return { sponsor, children };
    },

    settings(ex: Executor = db) {
      return ex.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },

    audit(entry: AuditEntry, ex: Executor = db) {
      return writeAudit(ex, entry);
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
