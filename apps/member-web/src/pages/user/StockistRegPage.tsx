import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockist_reg: stockist registration (docs/screens/stockist.md#stockist-registration). */
export function StockistRegPage() {
  return (
    <PlaceholderPage
      title="Become a Stockist"
      comingSoon="Choose a stockist package and apply to run a product pick-up store."
    />
  );
}
