import { PlaceholderPage } from '@kola/app-shell';

/** /admin/company-details: company contact and bank accounts (03 §2). */
export function CompanyDetailsPage() {
  return (
    <PlaceholderPage
      title="Company Details"
      comingSoon="The company address, email and phone, and the company bank accounts."
    />
  );
}
