/** Every text the order and product-claim operations answer (the product's wording where it has one). */
export const OM = {
  ordered: 'Order placed successfully',
  orders: 'Purchase history',
  allowances: 'Pickup allowances',
  details: 'Order details',
  code: 'Order code',
  claimed: 'Product claimed successfully',
  claims: 'Product claims',
  noProducts: 'There are no selected products',
  quantity: 'One of your selection has quantity less than 1',
  tooMany: (max: number) => `At most ${max} of one product per order.`,
  duplicate: 'This product is already in your selection.',
  unavailable: 'This product is not available.',
  overAllowance: "The selected items' total price is greater than the pickup amount",
  repurchaseByPayment: 'A repurchase is paid first: pay by card or from your wallet to place it.',
  stockistNotApproved: 'Select an approved stockist.',
  inactive: 'Only an active member can order products.',
  totalMismatch: (field: string, expected: string) =>
    `The ${field} does not match the selection (${expected}).`,
  wrongPassword: 'The password is incorrect.',
  tooManyPasswordFailures: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  orderNotFound: 'Order not found.',
} as const;
