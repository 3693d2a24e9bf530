import { errorMessage, useQuery, type components } from '@kola/api';
import { formatNaira } from '@kola/domain';
import { DataTable, NairaAmount, repurchaseMonthLabel, StatCard, type DataTableColumn } from '@kola/ui';
import { PageStack } from '@kola/app-shell';

type MonthlyRepurchase = components['schemas']['PurchaseMonthlyRepurchase'];

export const NO_REPURCHASES_TEXT = 'There are no repurchases';

const count = new Intl.NumberFormat('en-US');

const columns: DataTableColumn<MonthlyRepurchase>[] = [
  { id: 'month', header: 'Month', cell: (row) => repurchaseMonthLabel(row) },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (row) => count.format(row.total_qty) },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (row) => <NairaAmount value={row.total} />,
    csvValue: (row) => formatNaira(row.total),
  },
];

/**
 * Transactions › Product Repurchase History (docs/screens/back-office.md#transactions): the total
 * of paid repurchase orders and their sum per calendar month, newest first.
 */
export function RepurchasesTab() {
  const total = useQuery('/purchases/sum-prices');
  const monthly = useQuery('/purchases/monthly-repurchases');
  return (
    <PageStack>
      <StatCard
        label="Total repurchases"
        loading={total.isLoading}
        value={
          total.error ? errorMessage(total.error) : <NairaAmount value={total.data?.total_price} size="xl" />
        }
        hint={total.data ? `${count.format(total.data.total_quantity)} products` : null}
      />
      <DataTable
        caption="Repurchases by month"
        showCaption
        columns={columns}
        rows={monthly.data ?? []}
        rowKey={(row) => `${row.year}-${row.month}`}
        loading={monthly.isLoading}
        error={monthly.error ? errorMessage(monthly.error) : undefined}
        onRetry={() => void monthly.mutate()}
        emptyText={NO_REPURCHASES_TEXT}
        exportFileName="repurchases-by-month"
      />
    </PageStack>
  );
}
