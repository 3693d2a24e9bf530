import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminRank } from '../RankEditModal/RankEditModal';
import { NO_RANKS, RankTable, type RankTableProps } from './RankTable';

const packages = [
  { id: 1, name: 'Starter' },
  { id: 2, name: 'Silver' },
  { id: 3, name: 'Gold' },
];

const ranks: AdminRank[] = [
  {
    id: 1,
    name: 'Associate',
    points: 100,
    is_global_profit_eligible: 0,
    package: 1,
    package_name: 'Starter',
  },
  { id: 2, name: 'Manager', points: 1000, is_global_profit_eligible: 0, package: 1, package_name: 'Starter' },
  { id: 5, name: 'Director', points: 5000, is_global_profit_eligible: 1, package: 2, package_name: 'Silver' },
];

const meta = {
  title: 'UI/Admin/RankTable',
  component: RankTable,
  args: {
    ranks,
    packages,
    onUpdate: fn(async () => undefined) as NonNullable<RankTableProps['onUpdate']>,
  },
} satisfies Meta<typeof RankTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Eligible')).toBeVisible());
    await expect(canvas.getAllByText('Not-Eligible')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        2,
        { name: 'Manager', points: 1000, is_global_profit_eligible: 0, description: null, package_id: 1 },
        ranks[1],
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    ranks: { control: 'object' },
    packages: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { ranks: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_RANKS)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const WithCreate: Story = {
  args: { onCreate: fn(async () => undefined) as NonNullable<RankTableProps['onCreate']> },
};

export const LongContent: Story = {
  args: {
    ranks: [
      ...ranks,
      {
        id: 9,
        name: 'Crown Diamond Royal Ambassador of the Year',
        points: 1250000,
        is_global_profit_eligible: 1,
        package: null,
        package_name: null,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RankTable {...args} />
      <RankTable {...args} ranks={[]} />
      <RankTable {...args} loading />
      <RankTable {...args} error="An error occurred" />
    </div>
  ),
};
