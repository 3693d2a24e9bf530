export {
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PAYMENT_WINDOW_MS,
  PaymentModal,
} from './PaymentModal';
export type {
  PaymentModalProps,
  PaymentModalStatus,
  PaymentProviderMessage,
  PaymentResult,
} from './PaymentModal';
