export { NO_STOCKISTS_TEXT, StockistPickerTable } from './StockistPickerTable';
export type { AvailableStockist, StockistPickerTableProps } from './StockistPickerTable';
