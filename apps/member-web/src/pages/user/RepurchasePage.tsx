import { PlaceholderPage } from '@kola/app-shell';

/** /user/repurchase: product repurchase (docs/screens/stockist.md#repurchase). */
export function RepurchasePage() {
  return (
    <PlaceholderPage
      title="Repurchase"
      comingSoon="Buy products again by card or from your wallet, and follow your purchase history."
    />
  );
}
