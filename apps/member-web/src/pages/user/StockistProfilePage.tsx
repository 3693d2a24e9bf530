import { useState } from 'react';
import { errorMessage, useFlowError, useMutation, useQuery, type components } from '@kola/api';
import {
  CompanyBankAccounts,
  PageHeader,
  StockistUpgradeForm,
  StoreDetailsForm,
  useToast,
  type StockistUpgradeValues,
  type StoreDetailsValues,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { toFormData } from '../../stockist/formData';
import { StockistOnly } from '../../stockist/StockistOnly';
import { useOwnStore, type OwnStore } from '../../stockist/useOwnStore';

function Profile({ store }: { store: OwnStore }) {
  const toast = useToast();
  const { reload } = useOwnStore();
  const banks = useQuery('/banks/all');
  const packages = useQuery('/stockist-packages/all');

  const update = useMutation('put', '/stockists/{id}/update');
  const details = useFlowError();
  const saveDetails = async (values: StoreDetailsValues) => {
    const answer = await details.run(() =>
      update.trigger({ params: { path: { id: store.id } }, body: values }),
    );
    if (!answer) return;
    toast.show({ tone: 'success', message: answer.message });
    await reload();
  };

  const [targetId, setTargetId] = useState<number | null>(null);
  const quote = useQuery(
    '/stockists/package/{packageId}/difference',
    targetId ? { params: { path: { packageId: targetId } } } : null,
  );
  const upgrade = useMutation('post', '/stockists/{id}/upgrade');
  const upgrading = useFlowError();
  const requestUpgrade = async (values: StockistUpgradeValues) => {
    const answer = await upgrading.run(() =>
      upgrade.trigger({
        params: { path: { id: store.id } },
        // The typed body says what the form holds; the serializer sends it as multipart with the receipt.
        body: values as unknown as components['schemas']['StockistUpgradeRequest'],
        bodySerializer: () => toFormData({ ...values }),
      }),
    );
    if (!answer) return;
    toast.show({ tone: 'success', message: answer.message });
    setTargetId(null);
    await reload();
  };

  const readError = packages.error ?? quote.error;
  return (
    <>
      <StoreDetailsForm
        store={store}
        packageName={store.stockist_package_name}
        onSubmit={saveDetails}
        submitting={update.isMutating}
        error={details.error}
      />
      <CompanyBankAccounts
        banks={banks.data ?? []}
        loading={banks.isLoading}
        error={banks.error ? errorMessage(banks.error) : null}
      />
      <StockistUpgradeForm
        packages={packages.data ?? []}
        currentPackageId={store.stockist_package_id}
        onPackageChange={(target) => setTargetId(target ? target.id : null)}
        quote={
          targetId && quote.data
            ? {
                packageId: targetId,
                package_difference: quote.data.package_difference,
                rebate: quote.data.rebate,
              }
            : null
        }
        quoteLoading={quote.isLoading}
        onSubmit={requestUpgrade}
        submitting={upgrade.isMutating}
        loading={packages.isLoading}
        error={upgrading.error ?? (readError ? errorMessage(readError) : undefined)}
        onRetry={() => void packages.mutate()}
        pendingPackageName={store.pending_upgrade?.stockist_package_name ?? null}
      />
    </>
  );
}

/**
 * /user/stockistprofile (docs/screens/stockist.md#stockist-profile): edit the store with its live preview,
 * the company bank accounts, and the upgrade to a higher stockist package (price from the server, receipt
 * upload); an upgrade awaiting approval shows and blocks another.
 */
export function StockistProfilePage() {
  return (
    <PageStack>
      <PageHeader title="Stockist Profile" description="Your store's details and your stockist package." />
      <StockistOnly>{(store) => <Profile store={store} />}</StockistOnly>
    </PageStack>
  );
}
