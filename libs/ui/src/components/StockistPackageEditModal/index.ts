export { StockistPackageEditModal, stockistPackageSchema } from './StockistPackageEditModal';
export type {
  AdminStockistPackage,
  StockistPackageEditModalProps,
  StockistPackageValues,
} from './StockistPackageEditModal';
