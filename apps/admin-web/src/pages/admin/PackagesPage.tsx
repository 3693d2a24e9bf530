import { errorMessage, useMutation, usePackages } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { PackageTable, PageHeader, useToast } from '@kola/ui';

/**
 * /admin/packages: registration packages (docs/screens/back-office.md#registration-packages): name, PV,
 * registration amount, pickup amount and matching bonus cap from GET /packages/all ("There are no
 * packages" when empty, the error with Retry when it fails); Add Package (POST /packages/create) and
 * Edit (PUT /packages/{id}/update) in one modal. A refused save keeps the modal open with the server's
 * message, and a 422's messages on their fields; a saved one shows its message and reloads the list.
 */
export function PackagesPage() {
  const packages = usePackages();
  const stale = (read: string) => read === '/packages/all';
  const create = useMutation('post', '/packages/create', { revalidates: stale });
  const update = useMutation('put', '/packages/{id}/update', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });

  return (
    <PageStack>
      <PageHeader
        title="Packages"
        description="Every registration package members can buy. Changes apply to payments made after them."
      />
      <PackageTable
        packages={packages.data ?? []}
        loading={packages.isLoading}
        error={packages.error ? errorMessage(packages.error) : undefined}
        onRetry={() => void packages.mutate()}
        saving={create.isMutating || update.isMutating}
        onCreate={async (values) => saved(await create.trigger({ body: values }))}
        onUpdate={async (id, values) =>
          saved(await update.trigger({ params: { path: { id } }, body: values }))
        }
      />
    </PageStack>
  );
}
