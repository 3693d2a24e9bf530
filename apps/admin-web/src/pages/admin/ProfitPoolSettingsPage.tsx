import { PlaceholderPage } from '@kola/app-shell';

/** /admin/profit-pool-settings: the profit pool (docs/screens/back-office.md#profit-pool-settings). */
export function ProfitPoolSettingsPage() {
  return (
    <PlaceholderPage
      title="Profit Pool Settings"
      comingSoon="The profit pool percentage, duration, days offset after activation and required downlines."
    />
  );
}
