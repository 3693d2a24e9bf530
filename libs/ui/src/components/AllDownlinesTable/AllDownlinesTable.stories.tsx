import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DownlineData } from '../DownlineCardGrid/DownlineCardGrid';
import {
  AllDownlinesTable,
  type AllDownlinesTableProps,
  type DownlineActiveFilter,
  type DownlineLegFilter,
} from './AllDownlinesTable';

const packages = ['Starter', 'Silver', 'Gold', 'Diamond'];
const firstNames = ['Ngozi', 'Musa', 'Bisi', 'Chidi', 'Amina', 'Tunde', 'Kemi', 'Ibrahim'];
const lastNames = ['Eze', 'Abubakar', 'Adeyemi', 'Okeke', 'Bello', 'Lawal', 'Okafor'];

function sampleDownlines(count: number, start = 0): DownlineData[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const first = firstNames[n % firstNames.length] ?? 'Ada';
    const last = lastNames[n % lastNames.length] ?? 'Obi';
    return {
      uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `${first} ${last}`,
      username: `${first.toLowerCase()}${n + 1}`,
      package: packages[n % packages.length] ?? null,
      downlines: n % 3,
      email: `${first.toLowerCase()}${n + 1}@example.com`,
      photo_path: null,
    };
  });
}

const meta = {
  title: 'UI/Network/AllDownlinesTable',
  component: AllDownlinesTable,
  args: {
    downlines: sampleDownlines(10),
    page: 1,
    lastPage: 4,
    perPage: 10,
    total: 37,
    onPageChange: fn() as AllDownlinesTableProps['onPageChange'],
  },
} satisfies Meta<typeof AllDownlinesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All downlines' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['S/N', 'Full Name', 'User Name', 'Package', 'Direct Downlines']);
    await waitFor(() => expect(canvas.getByText('Showing 1–10 of 37')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    caption: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    perPage: { control: 'number' },
    total: { control: 'number' },
    exportFileName: { control: 'text' },
    downlines: { control: 'object' },
    rowActions: { control: false },
  },
};

const all = sampleDownlines(37);

function PagedDownlines() {
  const [page, setPage] = useState(1);
  return (
    <AllDownlinesTable
      downlines={all.slice((page - 1) * 10, page * 10)}
      page={page}
      lastPage={4}
      perPage={10}
      total={all.length}
      onPageChange={setPage}
      exportFileName="downlines"
    />
  );
}

export const Paginated: Story = {
  render: () => <PagedDownlines />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(canvas.getByText('Showing 31–37 of 37')).toBeVisible());
  },
};

export const Loading: Story = { args: { downlines: [], loading: true } };

export const Empty: Story = {
  args: { downlines: [], total: 0, lastPage: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no downlines')).toBeVisible());
  },
};

export const Error: Story = {
  args: { downlines: [], error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    downlines: [
      {
        ...sampleDownlines(1)[0]!,
        name: 'Chukwuemekaobinnaya Oluwaseunfunmilayo Abdulrahmanibrahim',
        username: 'chukwuemekaobinnayaoluwaseunfunmilayo2024',
        package: 'Diamond Executive Platinum',
      },
      ...sampleDownlines(2, 1),
    ],
    total: 3,
    lastPage: 1,
  },
};

function FilteredDownlines() {
  const [leg, setLeg] = useState<DownlineLegFilter>('all');
  const [active, setActive] = useState<DownlineActiveFilter>('all');
  const [search, setSearch] = useState('');
  const rows = network
    .filter((row) => leg === 'all' || row.leg === leg)
    .filter((row) => active === 'all' || (active === 'active') === (row.status === 'active'))
    .filter((row) => !search || row.username.startsWith(search.toLowerCase()));
  return (
    <AllDownlinesTable
      downlines={rows}
      page={1}
      lastPage={1}
      perPage={20}
      total={rows.length}
      showNetworkColumns
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder="Username or name"
      leg={leg}
      onLegChange={setLeg}
      active={active}
      onActiveChange={setActive}
    />
  );
}

const network: DownlineData[] = sampleDownlines(6).map((row, i) => ({
  ...row,
  generation: i < 2 ? 1 : i < 5 ? 2 : 3,
  leg: i % 2 === 0 ? 'left' : 'right',
  status: i % 3 === 2 ? 'inactive' : 'active',
  members_below: (6 - i) * 1250,
}));

/** The member's whole downline: generation, leg, state, members below; filters by leg and state. */
export const NetworkColumnsAndFilters: Story = {
  render: () => <FilteredDownlines />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All downlines' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'S/N',
      'Full Name',
      'User Name',
      'Package',
      'Generation',
      'Status',
      'Direct Downlines',
      'Members Below',
    ]);
    await userEvent.selectOptions(canvas.getByLabelText('Leg'), 'right');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('Awaiting payment')).toBeVisible();
  },
};

/** A 360 px phone: the filters wrap and the table scrolls sideways. */
export const Phone360: Story = {
  render: () => <FilteredDownlines />,
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Leg')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AllDownlinesTable {...args} caption="Default" />
      <AllDownlinesTable {...args} caption="Loading" downlines={[]} loading />
      <AllDownlinesTable {...args} caption="Empty" downlines={[]} total={0} />
      <AllDownlinesTable {...args} caption="Error" error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
