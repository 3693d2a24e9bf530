import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { OM } from '../orders/orders.messages';
import { PCM } from './product-claims.messages';
import type { ProductClaimsService } from './product-claims.service';

/** HTTP only: a member's product claims and the back office's decisions. */
export function productClaimsHandlers(claims: ProductClaimsService): HandlerMap {
  return {
    listProductClaims: async ({ query }) => ({ message: PCM.all, data: await claims.list(query) }),
    approveProductClaim: async ({ params, auth, req }) => ({
      message: PCM.approved,
      data: await claims.approve(signedIn(auth), params.id, req.ip),
    }),
    declineProductClaim: async ({ params, auth, req }) => ({
      message: PCM.declined,
      data: await claims.decline(signedIn(auth), params.id, req.ip),
    }),
    createProductClaim: async ({ params, body, auth }) => ({
      message: OM.claimed,
      data: await claims.create(signedIn(auth), params.uuid, body),
    }),
    listMemberProductClaims: async ({ params, query, auth }) => ({
      message: OM.claims,
      data: await claims.ofMember(signedIn(auth), params.uuid, query.processing === true),
    }),
  };
}
