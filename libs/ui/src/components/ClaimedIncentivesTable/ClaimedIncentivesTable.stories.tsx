import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ClaimedIncentivesTable, type ClaimedIncentive } from './ClaimedIncentivesTable';

const claims: ClaimedIncentive[] = [
  {
    id: 1,
    incentive: 'Smartphone',
    worth: 150000,
    status: 'approved',
    points: 1500,
    created_at: '2026-01-14T09:30:00Z',
  },
  {
    id: 2,
    incentive: 'Laptop',
    worth: 450000,
    status: 'processing',
    points: 5000,
    created_at: '2026-03-02T15:00:00Z',
  },
  {
    id: 3,
    incentive: 'Weekend getaway',
    worth: 80000,
    status: 'declined',
    points: 800,
    created_at: '2025-11-20T08:00:00Z',
  },
];

const meta = {
  title: 'UI/Incentives/ClaimedIncentivesTable',
  component: ClaimedIncentivesTable,
  args: { claims },
} satisfies Meta<typeof ClaimedIncentivesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Claimed incentives' });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'PV Level' })).toBeVisible());
    await waitFor(() => expect(within(table).getByText('₦450,000.00')).toBeVisible());
    await waitFor(() => expect(within(table).getByText('Processing')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    claims: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { claims: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no claimed incentives')).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { claims: [], loading: true } };

export const Error: Story = {
  args: { claims: [], error: 'An error occurred', onRetry: fn() },
};

export const Paged: Story = {
  args: { page: 2, lastPage: 3, perPage: 3, total: 9, onPageChange: fn() },
};

export const LongContent: Story = {
  args: {
    claims: [
      {
        id: 9,
        incentive: 'Brand new fully paid four-bedroom duplex in Lekki Phase 1 with a two-car garage',
        worth: 125_000_000,
        status: 'approved',
        points: 12_500_000,
        created_at: '2026-02-28T23:59:00Z',
      },
      ...claims,
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ClaimedIncentivesTable claims={claims} caption="Claimed incentives (rows)" />
      <ClaimedIncentivesTable claims={[]} caption="Claimed incentives (empty)" />
      <ClaimedIncentivesTable claims={[]} loading caption="Claimed incentives (loading)" />
      <ClaimedIncentivesTable claims={[]} error="An error occurred" caption="Claimed incentives (error)" />
    </div>
  ),
};
