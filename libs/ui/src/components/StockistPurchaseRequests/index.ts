export { NO_ORDERS_TEXT, StockistPurchaseRequests } from './StockistPurchaseRequests';
export type { StockistPurchaseRequestsProps, StockPurchaseRequest } from './StockistPurchaseRequests';
