export { AdminProductTable, NO_PRODUCTS } from './AdminProductTable';
export type { AdminProductTableProps } from './AdminProductTable';
