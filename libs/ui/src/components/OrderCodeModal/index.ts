export {
  NO_ORDER_CODE_MESSAGE,
  OrderCodeModal,
  orderCodePasswordSchema,
  orderNumber,
} from './OrderCodeModal';
export type { OrderCodeModalProps, OrderCodePasswordValues } from './OrderCodeModal';
