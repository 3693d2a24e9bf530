import { formatNaira } from '@kola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { DataTableExportProvider } from './DataTableExport';

interface Withdrawal {
  id: number;
  amount: number;
  fee: number;
  status: string;
  type: string;
  created_at: string;
}

const statuses = ['approved', 'pending', 'processing', 'declined'];

/** Deterministic sample withdrawals. */
function sampleWithdrawals(count: number, start = 0): Withdrawal[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return {
      id: n + 1,
      amount: 5000 + ((n * 7919) % 95) * 1000,
      fee: 100 + ((n * 31) % 9) * 25,
      status: statuses[n % statuses.length] ?? 'pending',
      type: n % 3 === 0 ? 'Automated' : 'Manual',
      created_at: `2024-0${(n % 9) + 1}-1${n % 10}`,
    };
  });
}

const sum = (rows: readonly Withdrawal[], pick: (row: Withdrawal) => number) =>
  rows.reduce((acc, row) => acc + pick(row), 0);

function withdrawalColumns(rows: readonly Withdrawal[], withTotals = true): DataTableColumn<Withdrawal>[] {
  return [
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => formatNaira(row.amount),
      ...(withTotals ? { total: formatNaira(sum(rows, (row) => row.amount)) } : {}),
    },
    {
      id: 'charge',
      header: 'Charge',
      align: 'end',
      cell: (row) => formatNaira(row.fee),
      ...(withTotals ? { total: formatNaira(sum(rows, (row) => row.fee)) } : {}),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <StatusBadge status={row.status} />,
      csvValue: (row) => row.status,
    },
    { id: 'type', header: 'Withdrawal type', cell: (row) => row.type },
    { id: 'date', header: 'Date', cell: (row) => row.created_at },
  ];
}

const firstPage = sampleWithdrawals(10);

const WithdrawalTable = DataTable as ComponentType<DataTableProps<Withdrawal>>;

const meta = {
  title: 'UI/Tables/DataTable',
  component: WithdrawalTable,
  args: {
    caption: 'Withdrawals',
    columns: withdrawalColumns(firstPage),
    rows: firstPage,
    rowKey: (row) => row.id,
    emptyText: 'There are no withdrawals',
    totalLabel: 'Total withdrawals',
    page: 1,
    lastPage: 3,
    perPage: 10,
    total: 25,
    onPageChange: fn() as DataTableProps<Withdrawal>['onPageChange'],
  },
} satisfies Meta<typeof WithdrawalTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Withdrawals' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Showing 1–10 of 25')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {
  argTypes: {
    caption: { control: 'text' },
    showCaption: { control: 'boolean' },
    showSerial: { control: 'boolean' },
    loading: { control: 'boolean' },
    loadingRows: { control: 'number' },
    emptyText: { control: 'text' },
    error: { control: 'text' },
    totalLabel: { control: 'text' },
    rowActionsHeader: { control: 'text' },
    search: { control: 'text' },
    searchLabel: { control: 'text' },
    searchPlaceholder: { control: 'text' },
    searchDebounceMs: { control: 'number' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    perPage: { control: 'number' },
    total: { control: 'number' },
    exportFileName: { control: 'text' },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    rowActions: { control: false },
    toolbar: { control: false },
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(10);
  },
};

export const Empty: Story = {
  args: { rows: [], columns: withdrawalColumns([]), total: 0, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no withdrawals')).toBeVisible());
  },
};

export const Error: Story = {
  args: { error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const longRows: Withdrawal[] = firstPage.slice(0, 3).map((row, i) => ({
  ...row,
  amount: 123456789.5 * (i + 1),
  type: 'Manual withdrawal requested from the member portal after the monthly payout window closed',
  status: i === 2 ? 'disapproved by the administrator' : row.status,
}));

export const LongContent: Story = {
  args: { rows: longRows, columns: withdrawalColumns(longRows), total: 3, lastPage: 1, perPage: 10 },
};

export const WithActions: Story = {
  args: {
    rowActions: (row) =>
      row.status === 'pending' ? (
        <>
          <Button size="sm">Approve</Button>
          <Button size="sm" variant="danger">
            Decline
          </Button>
        </>
      ) : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Action' })).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Approve' }).length).toBeGreaterThan(0);
  },
};

export const Exportable: Story = {
  args: { exportFileName: 'withdrawals', onExport: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith(
      expect.stringContaining('S/N,Amount,Charge,Status,Withdrawal type,Date'),
      'withdrawals',
    );
  },
};

/** Inside the back office (DataTableExportProvider): every table offers Export CSV without asking. */
export const ExportEverywhere: Story = {
  decorators: [
    (Story) => (
      <DataTableExportProvider>
        <Story />
      </DataTableExportProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

const allRows = sampleWithdrawals(47);

/** A page that owns page and search state, as a screen would, over 47 local rows. */
function ServerDrivenTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const perPage = 10;
  const filtered = useMemo(
    () => allRows.filter((row) => !search || row.status.includes(search.toLowerCase())),
    [search],
  );
  const rows = filtered.slice((page - 1) * perPage, page * perPage);
  return (
    <DataTable
      caption="Withdrawal history"
      columns={withdrawalColumns(rows, false)}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="There are no withdrawals"
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchLabel="Search by status"
      searchDebounceMs={150}
      page={page}
      perPage={perPage}
      lastPage={Math.max(1, Math.ceil(filtered.length / perPage))}
      total={filtered.length}
      onPageChange={setPage}
      exportFileName="withdrawal-history"
      onExport={() => undefined}
    />
  );
}

export const Paginated: Story = {
  render: () => <ServerDrivenTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(canvas.getByText('Showing 41–47 of 47')).toBeVisible());
    const firstCell = canvas.getAllByRole('row')[1]?.querySelector('td');
    await expect(firstCell).toHaveTextContent('41');
  },
};

export const Searching: Story = {
  render: () => <ServerDrivenTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by status' }), 'approved');
    await waitFor(() => expect(canvas.getByText(/of 12$/)).toBeVisible());
  },
};

export const Narrow: Story = {
  args: { rowActions: () => <Button size="sm">View</Button> },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DataTable {...args} caption="Default" />
      <DataTable {...args} caption="Loading" loading rows={[]} loadingRows={3} />
      <DataTable {...args} caption="Empty" rows={[]} columns={withdrawalColumns([])} total={0} />
      <DataTable {...args} caption="Error" error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
