import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockist_reg: stockist registration (02). */
export function StockistRegPage() {
  return (
    <PlaceholderPage
      title="Become a Stockist"
      comingSoon="Choose a stockist package and apply to run a product pick-up store."
    />
  );
}
