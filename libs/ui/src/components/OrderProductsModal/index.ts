export { OrderProductsModal } from './OrderProductsModal';
export type { OrderProduct, OrderProductsModalProps } from './OrderProductsModal';
