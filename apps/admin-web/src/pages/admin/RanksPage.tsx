import { errorMessage, useMutation, usePackages, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { PageHeader, RankTable, useToast } from '@kola/ui';
import { ScreenSettings } from './catalogue/ScreenSettings';

/**
 * /admin/ranks (docs/screens/back-office.md#ranks): every rank from GET /ranks/all (name, points,
 * "Eligible" / "Not-Eligible" for global profit, package), Add Rank (POST /ranks/create) and Edit
 * (PUT /ranks/{id}/update) in one modal whose package list is GET /packages/all ("Package
 * required"); then the award-winner sponsor and direct-downline percentages (PUT /settings/update).
 */
export function RanksPage() {
  const ranks = useQuery('/ranks/all');
  const packages = usePackages();
  const stale = (read: string) => read === '/ranks/all';
  const create = useMutation('post', '/ranks/create', { revalidates: stale });
  const update = useMutation('put', '/ranks/{id}/update', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });
  const failure = ranks.error ?? packages.error;

  return (
    <PageStack>
      <PageHeader
        title="Ranks"
        description="The CPV points each rank needs, whether it shares the global profit, and the package its holders must have."
      />
      <RankTable
        ranks={ranks.data ?? []}
        packages={packages.data ?? []}
        loading={ranks.isLoading || packages.isLoading}
        error={failure ? errorMessage(failure) : undefined}
        onRetry={() => {
          if (ranks.error) void ranks.mutate();
          if (packages.error) void packages.mutate();
        }}
        saving={create.isMutating || update.isMutating}
        onCreate={async (values) => saved(await create.trigger({ body: values }))}
        onUpdate={async (id, values) =>
          saved(await update.trigger({ params: { path: { id } }, body: values }))
        }
      />
      <ScreenSettings screen="ranks" />
    </PageStack>
  );
}
