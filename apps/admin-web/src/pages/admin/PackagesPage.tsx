import { PlaceholderPage } from '@kola/app-shell';

/** /admin/packages: registration packages (docs/screens/back-office.md#registration-packages). */
export function PackagesPage() {
  return (
    <PlaceholderPage
      title="Packages"
      comingSoon="Every registration package with its point value, registration amount, product pick-up amount and matching bonus cap, each editable."
    />
  );
}
