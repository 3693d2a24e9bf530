export { NO_PROCESSED_ORDERS_TEXT, ProcessedOrders } from './ProcessedOrders';
export type { ProcessedOrder, ProcessedOrdersProps } from './ProcessedOrders';
