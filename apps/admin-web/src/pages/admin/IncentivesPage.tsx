import { PlaceholderPage } from '@kola/app-shell';

/** /admin/incentives: incentives per rank (docs/screens/back-office.md#incentives). */
export function IncentivesPage() {
  return (
    <PlaceholderPage
      title="Update Incentives"
      comingSoon="The incentive of every rank with its CPV points, cash equivalent and picture, each editable."
    />
  );
}
