import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { readMultipart, validateBody } from '../../lib/multipart';
import { SM } from './stock.messages';
import { RECEIPT_FORM, type StockService } from './stock.service';

/** HTTP only: each store operation delegates in one call to the stock service. */
export function stockHandlers(stock: StockService): HandlerMap {
  return {
    createStockistPurchase: async ({ params, body, auth, req }) => {
      if (req.isMultipart()) {
        const form = () => readMultipart(req, RECEIPT_FORM);
        return {
          message: SM.purchased,
          data: await stock.createReceiptPurchase(signedIn(auth), params.uuid, form),
        };
      }
      // An operation taking JSON or multipart: its JSON body is checked here against its schema.
      validateBody(req, 'PurchaseStockRequest', body);
      return { message: SM.purchased, data: await stock.createPurchase(signedIn(auth), params.uuid, body) };
    },
    listStockistPurchases: async ({ query, auth }) => ({
      message: SM.allPurchases,
      data: await stock.allPurchases(signedIn(auth), query),
    }),
    listStockistPurchaseHistory: async ({ params, query, auth }) => ({
      message: SM.purchases,
      data: await stock.history(signedIn(auth), params.uuid, query),
    }),
    getStockPurchaseDetails: async ({ params, auth }) => ({
      message: SM.purchaseDetails,
      data: await stock.purchaseDetails(signedIn(auth), params.id),
    }),
    getStockistPrevMonthSales: async ({ params, auth }) => ({
      message: SM.prevMonthSales,
      data: await stock.prevMonthSales(signedIn(auth), params.id),
    }),
    approveStockPurchase: async ({ params, auth, req }) => ({
      message: SM.approved,
      data: await stock.approvePurchase(signedIn(auth), params.id, req.ip),
    }),
    disapproveStockPurchase: async ({ params, auth, req }) => ({
      message: SM.disapproved,
      data: await stock.disapprovePurchase(signedIn(auth), params.id, req.ip),
    }),
    fetchOrderByCode: async ({ params, auth }) => ({
      message: SM.order,
      data: await stock.fetchByCode(signedIn(auth), params.code),
    }),
    approveOrder: async ({ params, body, auth }) => ({
      message: SM.orderApproved,
      data: await stock.approveOrder(signedIn(auth), params.id, body),
    }),
    listProcessedOrders: async ({ params, query, auth }) => ({
      message: SM.processedOrders,
      data: await stock.processedOrders(signedIn(auth), params.id, query),
    }),
    listStockistStock: async ({ params, auth }) => ({
      message: SM.stock,
      data: await stock.stock(signedIn(auth), params.id),
    }),
    getStockistSalesStats: async ({ params, auth }) => ({
      message: SM.salesStats,
      data: await stock.salesStats(signedIn(auth), params.id),
    }),
  };
}
