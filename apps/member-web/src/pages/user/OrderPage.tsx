import { PlaceholderPage } from '@kola/app-shell';

/** /user/order: pick-up order processing (docs/screens/stockist.md#order-processing). */
export function OrderPage() {
  return (
    <PlaceholderPage
      title="Order Processing"
      comingSoon="Fetch a member's pick-up order by its order code, check your stock and process the order."
    />
  );
}
