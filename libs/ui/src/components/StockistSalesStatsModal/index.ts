export { StockistSalesStatsModal } from './StockistSalesStatsModal';
export type { StockistSalesStatsModalProps } from './StockistSalesStatsModal';
export {
  NO_SALES_STATS_TEXT,
  SALES_STATS_LOAD_ERROR,
  StockistSalesStatsModalFigures,
} from './StockistSalesStatsModalFigures';
export type {
  StockistSalesStats,
  StockistSalesStatsModalFiguresProps,
} from './StockistSalesStatsModalFigures';
