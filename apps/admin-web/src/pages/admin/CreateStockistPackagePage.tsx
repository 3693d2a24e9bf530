import { errorMessage, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { PageHeader, StockistPackageTable, useToast } from '@kola/ui';
import { ScreenSettings } from './catalogue/ScreenSettings';

/**
 * /admin/create-stockist-package, Stockist Settings (docs/screens/back-office.md#stockist-packages): the
 * stockist packages from GET /stockist-packages/all (name, registration price, rebate percentage,
 * pickup amount), Add Stockist Package (POST /stockist-packages/create) and Edit
 * (PUT /stockist-packages/{id}/update) in one modal; then the stockist referral (signee) bonus
 * percentage card (PUT /settings/update).
 */
export function CreateStockistPackagePage() {
  const packages = useQuery('/stockist-packages/all');
  const stale = (read: string) => read === '/stockist-packages/all';
  const create = useMutation('post', '/stockist-packages/create', { revalidates: stale });
  const update = useMutation('put', '/stockist-packages/{id}/update', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });

  return (
    <PageStack>
      <PageHeader
        title="Stockist Settings"
        description="The packages members buy to run a pick-up store: price, rebate on fulfilled orders and pickup allowance."
      />
      <StockistPackageTable
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
      <ScreenSettings screen="create-stockist-package" />
    </PageStack>
  );
}
