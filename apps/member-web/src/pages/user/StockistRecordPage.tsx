import { useState } from 'react';
import { byId, errorMessage, useQuery } from '@kola/api';
import {
  Card,
  NairaAmount,
  OrderProductsModal,
  PageHeader,
  ProcessedOrders,
  PurchaseHistory,
  RebateEarnings,
  StatCard,
  StockistRecordSummary,
  StockistSalesStatsModalFigures,
  StockRecord,
  type PurchaseOrder,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { StockistOnly } from '../../stockist/StockistOnly';
import type { OwnStore } from '../../stockist/useOwnStore';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-02" → "February 2026". */
const monthLabel = (month: string) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
};

/** The page of a paged read as the tables take it. */
const paging = (
  data: { current_page: number; last_page: number; per_page: number; total: number } | undefined,
) =>
  data
    ? { page: data.current_page, lastPage: data.last_page, perPage: data.per_page, total: data.total }
    : {};

function Record({ store }: { store: OwnStore }) {
  const id = byId(store.id);
  const stats = useQuery('/stockists/{id}/stats', id);
  const sales = useQuery('/stockists/{id}/sales-stats', id);
  const previous = useQuery('/purchases/stockist-prev-month-sales/{id}', id);
  const stock = useQuery('/stockists/{id}/stock', id);
  const rebates = useQuery('/stockists/{id}/rebate-earnings', id);

  const [ordersPage, setOrdersPage] = useState(1);
  const orders = useQuery('/purchases/vendor/{id}/processed-orders', {
    params: { path: { id: store.id }, query: { page: ordersPage } },
  });
  const [purchasesPage, setPurchasesPage] = useState(1);
  const purchases = useQuery('/purchases/stockist/{uuid}/history', {
    params: { path: { uuid: store.uuid }, query: { page: purchasesPage } },
  });
  const [detailsOf, setDetailsOf] = useState<PurchaseOrder | null>(null);
  const details = useQuery('/purchases/{id}/stock-details', byId(detailsOf ? Number(detailsOf.id) : null));

  return (
    <>
      <StockistRecordSummary
        packageName={stats.data?.package}
        rebatePercent={stats.data?.rebate}
        rebateBonus={stats.data?.rebate_bonus}
        loading={stats.isLoading}
        error={stats.error ? errorMessage(stats.error) : null}
      />
      <Card title="Sales statistics">
        <StockistSalesStatsModalFigures
          stats={sales.data}
          loading={sales.isLoading}
          error={sales.error ? errorMessage(sales.error) : undefined}
          onRetry={() => void sales.mutate()}
        />
      </Card>
      <StatCard
        label={previous.data ? `Sales in ${monthLabel(previous.data.month)}` : "Previous month's sales"}
        loading={previous.isLoading}
        value={
          previous.error ? (
            errorMessage(previous.error)
          ) : (
            <NairaAmount value={previous.data?.total_sales} locale="en-NG" />
          )
        }
        hint={
          previous.data ? (
            <>
              Re-stock allowance left:{' '}
              <NairaAmount value={previous.data.remaining_allowance} locale="en-NG" />
            </>
          ) : undefined
        }
      />
      <ProcessedOrders
        orders={orders.data?.data ?? []}
        {...paging(orders.data)}
        onPageChange={setOrdersPage}
        loading={orders.isLoading}
        error={orders.error ? errorMessage(orders.error) : undefined}
        onRetry={() => void orders.mutate()}
      />
      <StockRecord
        stock={stock.data ?? []}
        loading={stock.isLoading}
        error={stock.error ? errorMessage(stock.error) : undefined}
        onRetry={() => void stock.mutate()}
      />
      <PurchaseHistory
        variant="stockist"
        caption="Stock purchases"
        purchases={purchases.data?.data ?? []}
        {...paging(purchases.data)}
        onPageChange={setPurchasesPage}
        onViewProducts={setDetailsOf}
        loading={purchases.isLoading}
        error={purchases.error ? errorMessage(purchases.error) : undefined}
        onRetry={() => void purchases.mutate()}
      />
      <RebateEarnings
        earnings={rebates.data ?? []}
        loading={rebates.isLoading}
        error={rebates.error ? errorMessage(rebates.error) : undefined}
        onRetry={() => void rebates.mutate()}
      />
      {detailsOf ? (
        <OrderProductsModal
          open
          onOpenChange={(open) => {
            if (!open) setDetailsOf(null);
          }}
          orderId={detailsOf.id}
          products={details.data ?? []}
          loading={details.isLoading}
          error={details.error ? errorMessage(details.error) : undefined}
        />
      ) : null}
    </>
  );
}

/**
 * /user/stockistrecord (docs/screens/stockist.md#stockist-record): the package, rebate and rebate wallet
 * cards, the sales statistics and last month's sales (en-NG, two decimals), then the processed orders,
 * the stock, the stock purchases (paged by the server) and the rebate by month.
 */
export function StockistRecordPage() {
  return (
    <PageStack>
      <PageHeader
        title="Stockist Record"
        description="Your package and rebate, your sales, your stock and what you bought."
      />
      <StockistOnly>{(store) => <Record store={store} />}</StockistOnly>
    </PageStack>
  );
}
