import { PlaceholderPage } from '@kola/app-shell';

/** /admin/incentive-requests: incentive claims to approve (03 §2). */
export function IncentiveRequestsPage() {
  return (
    <PlaceholderPage
      title="Incentive Requests"
      comingSoon="Members' incentive claims with their package, CPV, rank and cash equivalent, to approve or decline."
    />
  );
}
