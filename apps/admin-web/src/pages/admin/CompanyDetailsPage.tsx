import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/company-details: company contact and bank accounts (docs/screens/back-office.md#company-details).
 */
export function CompanyDetailsPage() {
  return (
    <PlaceholderPage
      title="Company Details"
      comingSoon="The company address, email and phone, and the company bank accounts."
    />
  );
}
