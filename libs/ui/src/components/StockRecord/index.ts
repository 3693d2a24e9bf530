export { NO_STOCKS_TEXT, StockRecord, stockStateLabel } from './StockRecord';
export type { StockItem, StockRecordProps } from './StockRecord';
