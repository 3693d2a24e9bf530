import { errorMessage, useQuery } from '@kola/api';
import { MonthlyRepurchasesChart } from '@kola/ui';

/**
 * The dashboard's monthly repurchases chart (GET /purchases/monthly-repurchases). Its module is
 * loaded on its own (React.lazy in DashboardPage): the chart library is about 100 kB of gzip, which
 * would put the dashboard's first load over the route budget (docs/adr/0014-static-delivery.md).
 */
export function RepurchasesChart() {
  const monthly = useQuery('/purchases/monthly-repurchases');
  return (
    <MonthlyRepurchasesChart
      data={monthly.data}
      loading={monthly.isLoading}
      error={monthly.error ? errorMessage(monthly.error) : undefined}
      onRetry={() => void monthly.mutate()}
    />
  );
}
