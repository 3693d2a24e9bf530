import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockistprofile: the stockist profile (02). */
export function StockistProfilePage() {
  return (
    <PlaceholderPage
      title="Stockist Profile"
      comingSoon="Your store details, stockist package and rebate percentage."
    />
  );
}
