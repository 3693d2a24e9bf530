import { PlaceholderPage } from '@kola/app-shell';

/** /admin/dashboard: company-wide statistics and messages (03 §2). */
export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      comingSoon="Registration totals, pick-up statistics, bonus statistics, the company wallet, the front-page notification and the general message to members."
    />
  );
}
