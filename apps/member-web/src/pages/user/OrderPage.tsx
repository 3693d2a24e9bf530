import { useState } from 'react';
import { errorMessage, useFlowError, useMutation, useQuery, type components } from '@kola/api';
import { Card, OrderLookup, PageHeader, ProcessedOrders, useToast, type FetchedOrder } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { StockistOnly } from '../../stockist/StockistOnly';
import type { OwnStore } from '../../stockist/useOwnStore';

type OrderByCode = components['schemas']['OrderByCode'];

/** The fetched order as the lookup shows it: the member and the lines checked against the store's stock. */
const toFetchedOrder = (order: OrderByCode): FetchedOrder => ({
  user: { ...order.user, photo_url: order.user.photo_path },
  lines: order.products,
});

function OrderProcessing({ store }: { store: OwnStore }) {
  const toast = useToast();
  const [code, setCode] = useState<string | null>(null);
  const order = useQuery('/purchases/fetch-order/{code}', code ? { params: { path: { code } } } : null);
  const [page, setPage] = useState(1);
  const processed = useQuery('/purchases/vendor/{id}/processed-orders', {
    params: { path: { id: store.id }, query: { page } },
  });
  const approve = useMutation('patch', '/purchases/{id}/vendor-approve');
  const approval = useFlowError();
  const processedPage = processed.data;

  return (
    <>
      <Card title="Fetch an order">
        <OrderLookup
          onFetch={async (typed) => {
            approval.setError(null);
            if (typed === code) await order.mutate();
            else setCode(typed);
          }}
          order={code && order.data ? toFetchedOrder(order.data) : null}
          loading={order.isLoading}
          error={approval.error ?? (code && order.error ? errorMessage(order.error) : null)}
          approving={approve.isMutating}
          onApprove={async () => {
            if (!code || !order.data) return;
            const answer = await approval.run(() =>
              approve.trigger({ params: { path: { id: order.data!.id } }, body: { code } }),
            );
            if (!answer) return;
            toast.show({ tone: 'success', message: answer.message });
            // The code works once: the order is no longer fetchable, it now shows among the processed ones.
            setCode(null);
            await processed.mutate();
          }}
        />
      </Card>
      <ProcessedOrders
        orders={processedPage?.data ?? []}
        {...(processedPage
          ? {
              page: processedPage.current_page,
              lastPage: processedPage.last_page,
              perPage: processedPage.per_page,
              total: processedPage.total,
            }
          : {})}
        onPageChange={setPage}
        loading={processed.isLoading}
        error={processed.error ? errorMessage(processed.error) : undefined}
        onRetry={() => void processed.mutate()}
      />
    </>
  );
}

/**
 * /user/order (docs/screens/stockist.md#order-processing): fetch a member's order by its code, see the
 * member and each line against the store's stock, Approve Order when every line is covered; the orders
 * already processed below, paged.
 */
export function OrderPage() {
  return (
    <PageStack>
      <PageHeader
        title="Order Processing"
        description="Enter the order code a member shows you, check the products against your stock and hand them over."
      />
      <StockistOnly>{(store) => <OrderProcessing store={store} />}</StockistOnly>
    </PageStack>
  );
}
