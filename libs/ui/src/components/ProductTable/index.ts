export { ProductTable } from './ProductTable';
export type { CommerceProduct, ProductTableProps } from './ProductTable';
