import { useState } from 'react';
import { errorMessage, useFlowError, useMutation, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { AdminWalletCards, HeldPayments, PageHeader, ProviderBalanceCard, useToast } from '@kola/ui';

const PER_PAGE = 20;

/**
 * /admin/wallet, Company Finance (docs/screens/back-office.md#company-wallet): the company wallet's
 * three totals (GET /bonuses/company-wallet-balance), the payment provider's balance with Reload
 * Data (GET /payments/provider-wallet-balance), and the card payments held for review
 * (GET /payments/held), each resolved by applying or refunding it with a reason
 * (PATCH /payments/{id}/resolve; docs/payments.md#review-of-mismatches).
 */
export function WalletPage() {
  const wallet = useQuery('/bonuses/company-wallet-balance');
  const provider = useQuery('/payments/provider-wallet-balance');
  const [page, setPage] = useState(1);
  const held = useQuery('/payments/held', { params: { query: { page, per_page: PER_PAGE } } });
  const resolve = useMutation('patch', '/payments/{id}/resolve', {
    // A payment applied moves money: the wallet totals change too.
    revalidates: (read) => read === '/payments/held' || read.startsWith('/bonuses/'),
  });
  const failure = useFlowError();
  const toast = useToast();

  return (
    <PageStack>
      <PageHeader
        title="Company Finance"
        description="The company wallet, the payment provider's balance, and card payments waiting for a decision."
      />
      <AdminWalletCards
        wallet={wallet.data}
        loading={wallet.isLoading}
        error={wallet.error ? errorMessage(wallet.error) : undefined}
        onRetry={() => void wallet.mutate()}
      />
      <ProviderBalanceCard
        balance={provider.data}
        loading={provider.isLoading}
        reloading={provider.isValidating && !provider.isLoading}
        error={provider.error ? errorMessage(provider.error) : undefined}
        onReload={() => void provider.mutate()}
      />
      <HeldPayments
        payments={held.data?.data ?? []}
        loading={held.isLoading}
        error={held.error ? errorMessage(held.error) : undefined}
        onRetry={() => void held.mutate()}
        page={held.data?.current_page ?? page}
        lastPage={held.data?.last_page}
        perPage={held.data?.per_page ?? PER_PAGE}
        total={held.data?.total}
        onPageChange={setPage}
        resolving={resolve.isMutating}
        resolveError={failure.error}
        onResolveErrorClear={() => failure.setError(null)}
        onResolve={async (payment, action, reason) => {
          const answer = await failure.run(() =>
            resolve.trigger({ params: { path: { id: payment.id } }, body: { action, reason } }),
          );
          // The dialog stays open with the server's reason (409: resolved meanwhile; 502: the provider).
          if (!answer) throw new Error('refused');
          toast.show({ tone: 'success', message: answer.message });
        }}
      />
    </PageStack>
  );
}
