export { StockistRecordSummary } from './StockistRecordSummary';
export type { StockistRecordSummaryProps } from './StockistRecordSummary';
