import { PlaceholderPage } from '@kola/app-shell';

/** /admin/dashboard: company-wide statistics and messages (docs/screens/back-office.md#dashboard). */
export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      comingSoon="Registration totals, pick-up statistics, bonus statistics, the company wallet, the front-page notification and the general message to members."
    />
  );
}
