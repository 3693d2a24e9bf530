export { NO_STOCKISTS_HINT, STOCKIST_TOTALS_LOAD_ERROR, StockistHistoryCards } from './StockistHistoryCards';
export type { StockistHistoryCardsProps, StockistTotals } from './StockistHistoryCards';
