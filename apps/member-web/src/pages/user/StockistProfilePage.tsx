import { PlaceholderPage } from '@kola/app-shell';

/** /user/stockistprofile: the stockist profile (docs/screens/stockist.md#stockist-profile). */
export function StockistProfilePage() {
  return (
    <PlaceholderPage
      title="Stockist Profile"
      comingSoon="Your store details, stockist package and rebate percentage."
    />
  );
}
