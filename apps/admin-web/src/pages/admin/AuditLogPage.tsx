import { useState } from 'react';
import { errorMessage, useQuery } from '@kola/api';
import { PageStack } from '@kola/app-shell';
import { AuditLogTable, PageHeader, type ReportFilterValues } from '@kola/ui';
import { filterErrors, setFilters } from './reportQuery';

export const AUDIT_PER_PAGE = 25;

/**
 * /admin/audit-log (docs/screens/back-office.md#audit-log): every administrator action and audited
 * change, newest first, filtered by administrator, action, member and days, one page at a time
 * (GET /audit-log), each with what changed as a readable diff.
 */
export function AuditLogPage() {
  const [filters, setFiltersState] = useState<ReportFilterValues>({});
  const [page, setPage] = useState(1);
  const log = useQuery('/audit-log', {
    params: { query: { ...setFilters(filters), page, per_page: AUDIT_PER_PAGE } },
  });
  const fieldErrors = filterErrors(log.error);
  return (
    <PageStack>
      <PageHeader
        title="Audit log"
        description="Who did what, to what, and when: every administrator action, newest first."
      />
      <AuditLogTable
        entries={log.data?.data ?? []}
        filters={filters}
        onFiltersChange={(next) => {
          setFiltersState(next);
          setPage(1);
        }}
        {...(fieldErrors ? { filterErrors: fieldErrors } : {})}
        loading={log.isLoading}
        error={log.error ? errorMessage(log.error) : undefined}
        onRetry={() => void log.mutate()}
        page={log.data?.current_page ?? page}
        lastPage={log.data?.last_page}
        perPage={log.data?.per_page ?? AUDIT_PER_PAGE}
        total={log.data?.total}
        onPageChange={setPage}
      />
    </PageStack>
  );
}
