export { NO_PURCHASES_TEXT, PurchaseHistory } from './PurchaseHistory';
export type { PurchaseHistoryProps, PurchaseOrder } from './PurchaseHistory';
export { formatMonth, formatOrderDate, paymentModeLabel, storeStateLabel } from './PurchaseHistoryFormat';
