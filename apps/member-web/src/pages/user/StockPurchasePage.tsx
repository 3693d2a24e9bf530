import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockpurchase: stock purchases (docs/screens/stockist.md#stock-purchase). */
export function StockPurchasePage() {
  return (
    <PlaceholderPage
      title="Stock Purchase"
      comingSoon="Buy stock for your store and follow the approval of your purchases."
    />
  );
}
