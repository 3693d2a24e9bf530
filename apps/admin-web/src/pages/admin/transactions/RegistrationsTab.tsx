import { useState } from 'react';
import { errorMessage, useQuery, type components } from '@kola/api';
import {
  DataTable,
  formatOrderDate,
  RegistrationHistoryTable,
  type DataTableColumn,
  type RegistrationRecord,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { UpgradeHistoryDialog } from './UpgradeHistoryDialog';

type UpgradedUser = components['schemas']['UpgradedUser'];

export const REGISTRATIONS_PER_PAGE = 20;
export const NO_UPGRADES_TEXT = 'There are no upgrades';

const upgradeColumns: DataTableColumn<UpgradedUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => `${u.first_name} ${u.last_name}` },
  { id: 'username', header: 'Username', cell: (u) => u.username },
  { id: 'previous', header: 'Previous packages', cell: (u) => u.previous_packages.join(' → ') },
  { id: 'package', header: 'Package', cell: (u) => u.package },
  { id: 'date', header: 'Upgraded', cell: (u) => formatOrderDate(u.updated_at) },
];

/**
 * Transactions › Registration History (docs/screens/back-office.md#transactions): the number of
 * registrations, every package payment (paged, searched by name, username or reference) with View
 * for the member's upgrade payments, and the members who upgraded with their previous packages.
 */
export function RegistrationsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [upgradesPage, setUpgradesPage] = useState(1);
  const [historyOf, setHistoryOf] = useState<RegistrationRecord | null>(null);
  const text = search.trim();
  const paging = { page, per_page: REGISTRATIONS_PER_PAGE };
  const totals = useQuery('/users/total-registrations');
  const all = useQuery('/users/paid-users', text ? null : { params: { query: paging } });
  const found = useQuery(
    '/users/search-paid-users',
    text ? { params: { query: { ...paging, search: text } } } : null,
  );
  const payments = text ? found : all;
  const upgraded = useQuery('/users/upgraded-users', {
    params: { query: { page: upgradesPage, per_page: REGISTRATIONS_PER_PAGE } },
  });
  const history = useQuery(
    '/payments/{uuid}/user-upgrade-history',
    historyOf ? { params: { path: { uuid: historyOf.uuid } } } : null,
  );

  return (
    <PageStack>
      <RegistrationHistoryTable
        registrations={payments.data?.data ?? []}
        {...(totals.data ? { total: totals.data.count } : {})}
        loading={payments.isLoading}
        error={payments.error ? errorMessage(payments.error) : undefined}
        onRetry={() => void payments.mutate()}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        page={payments.data?.current_page ?? page}
        lastPage={payments.data?.last_page ?? 1}
        perPage={payments.data?.per_page ?? REGISTRATIONS_PER_PAGE}
        onPageChange={setPage}
        onViewUpgrades={setHistoryOf}
      />
      <DataTable
        caption="Upgrades"
        showCaption
        columns={upgradeColumns}
        rows={upgraded.data?.data ?? []}
        rowKey={(u) => u.uuid}
        loading={upgraded.isLoading}
        error={upgraded.error ? errorMessage(upgraded.error) : undefined}
        onRetry={() => void upgraded.mutate()}
        emptyText={NO_UPGRADES_TEXT}
        page={upgraded.data?.current_page ?? upgradesPage}
        lastPage={upgraded.data?.last_page}
        perPage={upgraded.data?.per_page ?? REGISTRATIONS_PER_PAGE}
        total={upgraded.data?.total}
        onPageChange={setUpgradesPage}
      />
      <UpgradeHistoryDialog name={historyOf?.username} history={history} onClose={() => setHistoryOf(null)} />
    </PageStack>
  );
}
