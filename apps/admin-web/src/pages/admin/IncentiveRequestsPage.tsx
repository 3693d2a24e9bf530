import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/incentive-requests: incentive claims to approve (docs/screens/back-office.md#incentive-requests).
 */
export function IncentiveRequestsPage() {
  return (
    <PlaceholderPage
      title="Incentive Requests"
      comingSoon="Members' incentive claims with their package, CPV, rank and cash equivalent, to approve or decline."
    />
  );
}
