export { NO_STOCKIST_PACKAGES, StockistPackageTable } from './StockistPackageTable';
export type { StockistPackageTableProps } from './StockistPackageTable';
