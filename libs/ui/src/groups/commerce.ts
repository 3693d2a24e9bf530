// Public exports of the commerce pieces (explicit named re-exports; owned by one work stream).
// Repurchase and pick-ups (02 §2.1), stock purchase (§2.4), order processing (§2.5), stockist
// record (§2.6) and the administrator's stockist approvals (03 §2 Transactions, §8).
export { APPROVAL_TEXTS, ApprovalActions } from '../components/ApprovalActions/index';
export type { ApprovalActionsProps, ApprovalSubject } from '../components/ApprovalActions/index';
export {
  CART_MESSAGES,
  CartPanel,
  cartTotals,
  hasPickupAllowance,
  isPaidPickup,
  validateCart,
} from '../components/CartPanel/index';
export type {
  CartLine,
  CartPanelProps,
  CartPayMethod,
  CartSubmission,
  CartTotals,
} from '../components/CartPanel/index';
export {
  NO_ORDER_CODE_MESSAGE,
  OrderCodeModal,
  orderCodePasswordSchema,
  orderNumber,
} from '../components/OrderCodeModal/index';
export type { OrderCodeModalProps, OrderCodePasswordValues } from '../components/OrderCodeModal/index';
export { OrderProductsModal } from '../components/OrderProductsModal/index';
export type { OrderProduct, OrderProductsModalProps } from '../components/OrderProductsModal/index';
export {
  PICKUP_TYPE_LABELS,
  PICKUP_TYPES,
  PickupTypeSelect,
  pickupTypeLabel,
} from '../components/PickupTypeSelect/index';
export type {
  MemberPickupType,
  PickupMode,
  PickupType,
  PickupTypeSelectProps,
  StockistPickupType,
} from '../components/PickupTypeSelect/index';
export { ProductImage } from '../components/ProductImage/index';
export type { ProductImageProps } from '../components/ProductImage/index';
export { ProductTable } from '../components/ProductTable/index';
export type { CommerceProduct, ProductTableProps } from '../components/ProductTable/index';
export { ProofOfPaymentModal, proofKind } from '../components/ProofOfPaymentModal/index';
export type { ProofKind, ProofOfPaymentModalProps } from '../components/ProofOfPaymentModal/index';
export {
  canApproveOrder,
  ORDER_LOOKUP_TEXTS,
  OrderLookup,
  orderCodeSchema,
  orderLineState,
} from '../components/OrderLookup/index';
export type {
  FetchedOrder,
  OrderCodeValues,
  OrderLineState,
  OrderLookupLine,
  OrderLookupMember,
  OrderLookupProps,
} from '../components/OrderLookup/index';
export { NO_PROCESSED_ORDERS_TEXT, ProcessedOrders } from '../components/ProcessedOrders/index';
export type { ProcessedOrder, ProcessedOrdersProps } from '../components/ProcessedOrders/index';
export {
  formatMonth,
  formatOrderDate,
  NO_PURCHASES_TEXT,
  paymentModeLabel,
  PurchaseHistory,
  storeStateLabel,
} from '../components/PurchaseHistory/index';
export type { PurchaseHistoryProps, PurchaseOrder } from '../components/PurchaseHistory/index';
export { NO_REBATE_EARNINGS_TEXT, RebateEarnings } from '../components/RebateEarnings/index';
export type { RebateEarning, RebateEarningsProps } from '../components/RebateEarnings/index';
export { NO_STOCKISTS_TEXT, StockistPickerTable } from '../components/StockistPickerTable/index';
export type { AvailableStockist, StockistPickerTableProps } from '../components/StockistPickerTable/index';
export { StockistRecordSummary } from '../components/StockistRecordSummary/index';
export type { StockistRecordSummaryProps } from '../components/StockistRecordSummary/index';
export { NO_STOCKS_TEXT, StockRecord, stockStateLabel } from '../components/StockRecord/index';
export type { StockItem, StockRecordProps } from '../components/StockRecord/index';

// Administrator approvals (03 §2 Transactions › Stockist History, Incentive requests; §8).
export { IncentiveRequests, NO_REQUESTS_TEXT } from '../components/IncentiveRequests/index';
export type { IncentiveRequest, IncentiveRequestsProps } from '../components/IncentiveRequests/index';
export {
  NO_PENDING_UPGRADES_TEXT,
  PendingStockistUpgrades,
} from '../components/PendingStockistUpgrades/index';
export type {
  PendingStockistUpgradesProps,
  StockistUpgradeRequest,
} from '../components/PendingStockistUpgrades/index';
export { NO_ORDERS_TEXT, StockistPurchaseRequests } from '../components/StockistPurchaseRequests/index';
export type {
  StockistPurchaseRequestsProps,
  StockPurchaseRequest,
} from '../components/StockistPurchaseRequests/index';
export { StockistRegistrations } from '../components/StockistRegistrations/index';
export type {
  StockistRegistration,
  StockistRegistrationsProps,
} from '../components/StockistRegistrations/index';
export { NO_UPGRADE_HISTORY_TEXT, UpgradeHistoryModal } from '../components/UpgradeHistoryModal/index';
export type { UpgradeHistoryEntry, UpgradeHistoryModalProps } from '../components/UpgradeHistoryModal/index';

// Transactions › Stockist History (03 §2): the totals cards and a stockist's sales stats (02 §9).
export {
  NO_STOCKISTS_HINT,
  STOCKIST_TOTALS_LOAD_ERROR,
  StockistHistoryCards,
} from '../components/StockistHistoryCards/index';
export type { StockistHistoryCardsProps, StockistTotals } from '../components/StockistHistoryCards/index';
export {
  NO_SALES_STATS_TEXT,
  SALES_STATS_LOAD_ERROR,
  StockistSalesStatsModal,
  StockistSalesStatsModalFigures,
} from '../components/StockistSalesStatsModal/index';
export type {
  StockistSalesStats,
  StockistSalesStatsModalFiguresProps,
  StockistSalesStatsModalProps,
} from '../components/StockistSalesStatsModal/index';
