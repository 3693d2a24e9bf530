import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { OM } from './orders.messages';
import type { OrdersService } from './orders.service';

/** HTTP only: each member order operation delegates in one call to the orders service. */
export function ordersHandlers(orders: OrdersService): HandlerMap {
  return {
    createMemberOrder: async ({ params, body, auth }) => ({
      message: OM.ordered,
      data: await orders.create(signedIn(auth), params.uuid, body),
    }),
    listMemberOrders: async ({ params, query, auth }) => ({
      message: OM.orders,
      data: await orders.list(signedIn(auth), params.uuid, query),
    }),
    getPickupAllowances: async ({ params, auth }) => ({
      message: OM.allowances,
      data: await orders.allowances(signedIn(auth), params.uuid),
    }),
    getOrderDetails: async ({ params, auth }) => ({
      message: OM.details,
      data: await orders.details(signedIn(auth), params.id),
    }),
    revealOrderCode: async ({ body, auth }) => ({
      message: OM.code,
      data: await orders.revealCode(signedIn(auth), body),
    }),
  };
}
