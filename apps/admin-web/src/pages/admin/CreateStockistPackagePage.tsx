import { PlaceholderPage } from '@kola/app-shell';

/** /admin/create-stockist-package: stockist packages (docs/screens/back-office.md#stockist-packages). */
export function CreateStockistPackagePage() {
  return (
    <PlaceholderPage
      title="Stockist Settings"
      comingSoon="Stockist packages with their registration price, rebate percentage and pick-up amount, and the stockist referral bonus percentage."
    />
  );
}
