import { useState } from 'react';
import { errorMessage, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { ForfeitedBonusesReport, PageHeader, type ReportFilterValues } from '@kola/ui';
import { filterErrors, setFilters } from './reportQuery';

export const FORFEITED_PER_PAGE = 25;

/**
 * /admin/bonuses-not-paid (docs/screens/back-office.md#bonuses-not-paid): the bonuses the rules
 * did not pay (GET /reports/bonuses-not-paid), filtered by member, reason and days, with the totals
 * by reason of every matching line and the lines one page at a time.
 */
export function BonusesNotPaidPage() {
  const [filters, setFiltersState] = useState<ReportFilterValues>({});
  const [page, setPage] = useState(1);
  const report = useQuery('/reports/bonuses-not-paid', {
    params: { query: { ...setFilters(filters), page, per_page: FORFEITED_PER_PAGE } },
  });
  const fieldErrors = filterErrors(report.error);
  return (
    <PageStack>
      <PageHeader
        title="Bonuses not paid"
        description="Bonuses the plan's rules did not pay, with why: by member, reason and period."
      />
      <ForfeitedBonusesReport
        lines={report.data?.data ?? []}
        totals={report.data?.totals ?? []}
        totalAmount={report.data?.total_amount}
        filters={filters}
        onFiltersChange={(next) => {
          setFiltersState(next);
          setPage(1);
        }}
        {...(fieldErrors ? { filterErrors: fieldErrors } : {})}
        loading={report.isLoading}
        error={report.error ? errorMessage(report.error) : undefined}
        onRetry={() => void report.mutate()}
        page={report.data?.current_page ?? page}
        lastPage={report.data?.last_page}
        perPage={report.data?.per_page ?? FORFEITED_PER_PAGE}
        total={report.data?.total}
        onPageChange={setPage}
      />
    </PageStack>
  );
}
