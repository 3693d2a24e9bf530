import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminIncentive } from '../IncentiveEditModal/IncentiveEditModal';
import { IncentiveTable, NO_INCENTIVES, type IncentiveTableProps } from './IncentiveTable';

const ranks = [
  { id: 1, name: 'Associate' },
  { id: 2, name: 'Manager' },
  { id: 5, name: 'Director' },
];

const incentives: AdminIncentive[] = [
  {
    id: 1,
    name: 'Associate',
    points: 100,
    incentive: 'Herbal hamper',
    worth: 25000,
    file_path: null,
    rank_id: 1,
  },
  {
    id: 2,
    name: 'Manager',
    points: 1000,
    incentive: 'Smartphone',
    worth: 150000,
    file_path: null,
    rank_id: 2,
  },
  { id: 3, name: 'Director', points: 5000, incentive: 'Car', worth: 5000000, file_path: null, rank_id: 5 },
];

const meta = {
  title: 'UI/Admin/IncentiveTable',
  component: IncentiveTable,
  args: {
    incentives,
    ranks,
    onUpdate: fn(async () => undefined) as NonNullable<IncentiveTableProps['onUpdate']>,
  },
} satisfies Meta<typeof IncentiveTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: '₦5,000,000.00' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Director incentive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Incentive' });
    const incentive = within(dialog).getByLabelText('Incentive');
    await userEvent.clear(incentive);
    await userEvent.type(incentive, 'SUV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        3,
        { rank_id: 5, incentive: 'SUV', worth: 5000000 },
        incentives[2],
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    incentives: { control: 'object' },
    ranks: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { incentives: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_INCENTIVES)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const WithCreate: Story = {
  args: { onCreate: fn(async () => undefined) as NonNullable<IncentiveTableProps['onCreate']> },
};

export const LongContent: Story = {
  args: {
    incentives: [
      ...incentives,
      {
        id: 4,
        name: 'Crown Diamond Royal Ambassador',
        points: 1250000,
        incentive: 'All-expenses-paid family holiday to Dubai for two adults and two children',
        worth: 12500000,
        file_path: null,
        rank_id: 9,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <IncentiveTable {...args} />
      <IncentiveTable {...args} incentives={[]} />
      <IncentiveTable {...args} loading />
      <IncentiveTable {...args} error="An error occurred" />
    </div>
  ),
};
