import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/global-profit-settings: global profit sharing (docs/screens/back-office.md#global-profit-settings).
 */
export function GlobalProfitSettingsPage() {
  return (
    <PlaceholderPage
      title="Global Profit Settings"
      comingSoon="The global profit amount, the first and second percentages and the next share month and day."
    />
  );
}
