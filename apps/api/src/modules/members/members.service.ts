import { koboFromDb, koboToNaira, packageDifference } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { invalid, notFound } from '../../lib/errors';

/** Every text these member reads answer. */
export const MM = {
  rank: 'Rank',
  rankNotFound: 'Rank not found.',
  totalPv: 'Total PV',
  packageDifference: 'Package difference',
  upgradePickup: 'Upgrade pickup allowance',
  packageNotFound: 'Package not found.',
  notHigher: 'You can only upgrade to a higher package.',
} as const;

interface PackageRow {
  id: number;
  name: string;
  point_value: number;
  registration_value_kobo: number;
  pickup_amount_kobo: number;
}

/** The contract's PackagePickup. */
function packagePickup(p: PackageRow) {
  return {
    id: p.id,
    name: p.name,
    registration_value: koboToNaira(p.registration_value_kobo),
    pickup_amount: koboToNaira(p.pickup_amount_kobo),
  };
}

const plan = (p: PackageRow) => ({
  id: p.id,
  pointValue: p.point_value,
  registrationValueKobo: koboFromDb(p.registration_value_kobo),
  pickupAmountKobo: koboFromDb(p.pickup_amount_kobo),
});

/**
 * The rank badge, a member's CPV and the package-difference (upgrade price or remaining upgrade
 * pickup allowance) of the member screens.
 */
export function createMembersService(db: Database) {
  function findPackage(id: number) {
    return db
      .selectFrom('packages')
      .select(['id', 'name', 'point_value', 'registration_value_kobo', 'pickup_amount_kobo'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  return {
    /** GET /ranks/current-rank-badge/{id}: a rank by id; ranks are not private. */
    async rankBadge(id: number) {
      const rank = await db
        .selectFrom('ranks as r')
        .leftJoin('packages as p', 'p.id', 'r.package_id')
        .select([
          'r.id',
          'r.name',
          'r.points',
          'r.is_global_profit_eligible',
          'r.description',
          'r.package_id',
          'p.name as package_name',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!rank) throw notFound(MM.rankNotFound);
      return {
        id: rank.id,
        name: rank.name,
        points: rank.points,
        is_global_profit_eligible: (rank.is_global_profit_eligible ? 1 : 0) as 0 | 1,
        description: rank.description,
        package: rank.package_id,
        package_name: rank.package_name,
      };
    },

    /** CPV = own PV + the PV of the whole placement downline (kept in member_volumes). */
    async totalPv(caller: Auth, uuid: string): Promise<number> {
      const member = await memberForCaller(db, caller, uuid);
      const row = await db
        .selectFrom('member_volumes')
        .select('cpv')
        .where('user_id', '=', member.id)
        .executeTakeFirst();
      return row?.cpv ?? 0;
    },

    /**
     * GET /users/{id}/package-difference: `id` is the target package. Prices the caller's
     * upgrade to it (registration_value(target) − registration_value(current), 422 when not a
     * higher package), or with `upgradePickup` answers the caller's remaining upgrade pickup
     * allowance: the balance users.upgrade_pickup_kobo (the pickup differences of the approved
     * upgrades, less what upgrade-pickup orders took).
     */
    async packageDifference(caller: Auth, targetId: number, upgradePickup: boolean) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'package_id', 'upgrade_pickup_kobo'])
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      const [current, target] = await Promise.all([findPackage(user.package_id), findPackage(targetId)]);
      if (!target) throw notFound(MM.packageNotFound);
      if (!current) throw new Error(`Member ${user.id} holds unknown package ${user.package_id}`);
      let differenceKobo: number;
      if (upgradePickup) {
        // The column is the remaining balance: orders take from it as they are placed
        // (docs/pickups-and-stockists.md#pickup-allowance).
        differenceKobo = koboFromDb(user.upgrade_pickup_kobo);
      } else {
        const difference = packageDifference(plan(current), plan(target));
        if (!difference.ok) throw invalid('id', MM.notHigher);
        differenceKobo = difference.priceKobo;
      }
      return {
        package_name: target.name,
        package_difference: koboToNaira(differenceKobo),
        current_package: packagePickup(current),
        new_package: packagePickup(target),
      };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
