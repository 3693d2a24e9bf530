import { errorMessage, usePackages } from '@kola/api';
import { PackageTable, PageHeader } from '@kola/ui';
import { PageStack } from '@kola/app-shell';

/**
 * /admin/packages: registration packages (docs/screens/back-office.md#registration-packages),
 * read-only for now: name, PV, registration amount, pickup amount and matching bonus cap, from
 * GET /packages/all ("There are no packages" when empty, the error with Retry when it fails).
 */
export function PackagesPage() {
  const packages = usePackages();
  return (
    <PageStack>
      <PageHeader title="Packages" description="Every registration package members can buy." />
      <PackageTable
        packages={packages.data ?? []}
        loading={packages.isLoading}
        error={packages.error ? errorMessage(packages.error) : undefined}
        onRetry={() => void packages.mutate()}
      />
    </PageStack>
  );
}
