import { errorMessage, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { Card, CompanyBankList, CompanyDetailsForm, PageHeader, useToast } from '@kola/ui';
import { LoadError } from './catalogue/LoadError';
import { PaymentProviders } from './catalogue/PaymentProviders';

/**
 * /admin/company-details (docs/screens/back-office.md#company-details): the company address, email and
 * phone (GET /settings/all; saved together with PUT /settings/update sending only those three), the
 * company bank accounts members pay stockist fees into (GET /banks/all; add, edit, delete after a
 * confirmation; the bank names come from the payout provider's list, GET /payments/banks), and which
 * payment provider serves payments and payouts.
 */
export function CompanyDetailsPage() {
  const settings = useQuery('/settings/all');
  const banks = useQuery('/banks/all');
  const bankOptions = useQuery('/payments/banks');
  const saveDetails = useMutation('put', '/settings/update', {
    revalidates: (read) => read === '/settings/all',
  });
  const stale = (read: string) => read === '/banks/all';
  const createBank = useMutation('post', '/banks/create', { revalidates: stale });
  const updateBank = useMutation('put', '/banks/{id}/update', { revalidates: stale });
  const deleteBank = useMutation('delete', '/banks/{id}/delete', { revalidates: stale });
  const toast = useToast();
  const saved = (answer: { message: string }) => toast.show({ tone: 'success', message: answer.message });

  return (
    <PageStack>
      <PageHeader
        title="Company Details"
        description="How members reach the company, the accounts they pay stockist fees into, and the payment provider."
      />
      {settings.error ? (
        <Card title="Company details">
          <LoadError message={errorMessage(settings.error)} onRetry={() => void settings.mutate()} />
        </Card>
      ) : (
        <CompanyDetailsForm
          details={settings.data}
          loading={settings.isLoading}
          submitting={saveDetails.isMutating}
          onSubmit={async (values) => saved(await saveDetails.trigger({ body: values }))}
        />
      )}
      <Card title="Company bank accounts">
        {bankOptions.error ? (
          <LoadError
            message={`The list of banks could not be read: ${errorMessage(bankOptions.error)}`}
            onRetry={() => void bankOptions.mutate()}
          />
        ) : null}
        <CompanyBankList
          banks={banks.data ?? []}
          bankOptions={bankOptions.data ?? []}
          loading={banks.isLoading}
          error={banks.error ? errorMessage(banks.error) : undefined}
          onRetry={() => void banks.mutate()}
          saving={createBank.isMutating || updateBank.isMutating}
          onCreate={async (values) => saved(await createBank.trigger({ body: values }))}
          onUpdate={async (id, values) =>
            saved(await updateBank.trigger({ params: { path: { id } }, body: values }))
          }
          onDelete={async (id) => {
            try {
              saved(await deleteBank.trigger({ params: { path: { id } } }));
            } catch (err) {
              // The confirmation stays open for another try; the reason shows as a toast.
              toast.show({ tone: 'danger', message: errorMessage(err) });
              throw err;
            }
          }}
        />
      </Card>
      <PaymentProviders />
    </PageStack>
  );
}
