import { type components, errorMessage, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { IncentiveTable, PageHeader, useToast } from '@kola/ui';
import { toFormData } from './catalogue/formData';

type CreateForm = components['schemas']['IncentiveCreateForm'];
type UpdateForm = components['schemas']['IncentiveUpdateForm'];

/**
 * /admin/incentives, Update Incentives (docs/screens/back-office.md#incentives): the incentive of every
 * rank from GET /incentives/all (rank, CPV points, incentive, cash worth, picture), Add Incentive
 * (POST /incentives/create, picture required) and Edit (POST /incentives/{id}/update, a new picture
 * optional: none chosen keeps the old one), both multipart; the rank list is GET /ranks/all. A rank
 * that already has an incentive answers 409, shown in the modal.
 */
export function IncentivesPage() {
  const incentives = useQuery('/incentives/all');
  const ranks = useQuery('/ranks/all');
  const stale = (read: string) => read === '/incentives/all';
  const create = useMutation('post', '/incentives/create', { revalidates: stale });
  const update = useMutation('post', '/incentives/{id}/update', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });
  const failure = incentives.error ?? ranks.error;

  return (
    <PageStack>
      <PageHeader
        title="Update Incentives"
        description="What each rank is awarded, its cash worth and its picture. Claims already made keep their worth."
      />
      <IncentiveTable
        incentives={incentives.data ?? []}
        ranks={ranks.data ?? []}
        loading={incentives.isLoading || ranks.isLoading}
        error={failure ? errorMessage(failure) : undefined}
        onRetry={() => {
          if (incentives.error) void incentives.mutate();
          if (ranks.error) void ranks.mutate();
        }}
        saving={create.isMutating || update.isMutating}
        onCreate={async (values) =>
          saved(
            await create.trigger({
              // The typed body says what the form holds; the serializer sends it as multipart with the picture.
              body: values as unknown as CreateForm,
              bodySerializer: () => toFormData({ ...values }),
            }),
          )
        }
        onUpdate={async (id, values) =>
          saved(
            await update.trigger({
              params: { path: { id } },
              body: values as unknown as UpdateForm,
              bodySerializer: () => toFormData({ ...values }),
            }),
          )
        }
      />
    </PageStack>
  );
}
