import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { CM, type ClaimsService } from './claims.service';

/** HTTP only: each Incentive claims operation delegates in one call to the claims service. */
export function claimsHandlers(claims: ClaimsService): HandlerMap {
  return {
    listIncentiveClaims: async ({ query }) => ({ message: CM.requests, data: await claims.list(query) }),
    createIncentiveClaim: async ({ params, body, auth }) => ({
      message: CM.claimed,
      data: await claims.create(signedIn(auth), params.uuid, body),
    }),
    approveIncentiveClaim: async ({ params, auth, req }) => ({
      message: CM.approved,
      data: await claims.approve(signedIn(auth), params.id, req.ip),
    }),
    declineIncentiveClaim: async ({ params, auth, req }) => ({
      message: CM.declined,
      data: await claims.decline(signedIn(auth), params.id, req.ip),
    }),
    listMemberIncentiveClaims: async ({ params, auth }) => ({
      message: CM.claims,
      data: await claims.memberClaims(signedIn(auth), params.uuid),
    }),
    getCurrentIncentive: async ({ params, auth }) => {
      const data = await claims.current(signedIn(auth), params.uuid);
      return { message: data ? CM.current : CM.noRank, data };
    },
  };
}
