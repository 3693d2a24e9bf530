import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { SM, type StockistsService } from './stockists.service';

/** HTTP only: the member-facing stockist reads. */
export function stockistsHandlers(stockists: StockistsService): HandlerMap {
  return {
    listStockists: async ({ query, auth }) => ({
      message: SM.stockists,
      data: await stockists.list(signedIn(auth), query),
    }),
    searchStockists: async ({ query, auth }) => ({
      message: SM.stockists,
      data: await stockists.list(signedIn(auth), query),
    }),
    getStockist: async ({ params, auth }) => ({
      message: SM.stockist,
      data: await stockists.get(signedIn(auth), params.id),
    }),
    getMemberStockist: async ({ params, auth }) => ({
      message: SM.stockist,
      data: await stockists.ofMember(signedIn(auth), params.uuid),
    }),
  };
}
