import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { MM, type MembersService } from './members.service';

/** HTTP only: the rank badge, total PV and package difference delegate to the members service. */
export function membersHandlers(members: MembersService): HandlerMap {
  return {
    getCurrentRankBadge: async ({ params }) => ({
      message: MM.rank,
      data: await members.rankBadge(params.id),
    }),
    getUserTotalPv: async ({ params, auth }) => ({
      message: MM.totalPv,
      data: await members.totalPv(signedIn(auth), params.uuid),
    }),
    getPackageDifference: async ({ params, query, auth }) => {
      const upgradePickup = query.is_upgrade_pickup === true;
      return {
        message: upgradePickup ? MM.upgradePickup : MM.packageDifference,
        data: await members.packageDifference(signedIn(auth), params.id, upgradePickup),
      };
    },
  };
}
