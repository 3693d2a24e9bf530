import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { OM } from '../orders/orders.messages';
import type { ProductClaimsService } from './product-claims.service';

/** HTTP only: a member's product claims. */
export function productClaimsHandlers(claims: ProductClaimsService): HandlerMap {
  return {
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
