export {
  CART_MESSAGES,
  CartPanel,
  cartTotals,
  hasPickupAllowance,
  isPaidPickup,
  validateCart,
} from './CartPanel';
export type { CartLine, CartPanelProps, CartPayMethod, CartSubmission, CartTotals } from './CartPanel';
