import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminStockistPackage } from '../StockistPackageEditModal/StockistPackageEditModal';
import {
  NO_STOCKIST_PACKAGES,
  StockistPackageTable,
  type StockistPackageTableProps,
} from './StockistPackageTable';

const packages: AdminStockistPackage[] = [
  {
    id: 1,
    name: 'Bronze Stockist',
    registration_value: 250000,
    point_value: 1,
    pickup_amount: 125000,
    sales_bonus_percentage: 5,
    value: 250000,
  },
  {
    id: 2,
    name: 'Silver Stockist',
    registration_value: 500000,
    point_value: 1,
    pickup_amount: 250000,
    sales_bonus_percentage: 10,
    value: 500000,
  },
];

const meta = {
  title: 'UI/Settings/StockistPackageTable',
  component: StockistPackageTable,
  args: {
    packages,
    onUpdate: fn(async () => undefined) as NonNullable<StockistPackageTableProps['onUpdate']>,
  },
} satisfies Meta<typeof StockistPackageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: '10 %' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bronze Stockist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ sales_bonus_percentage: 5 }),
        packages[0],
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { packages: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_STOCKIST_PACKAGES)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const WithCreate: Story = {
  args: { onCreate: fn(async () => undefined) as NonNullable<StockistPackageTableProps['onCreate']> },
};

export const LongContent: Story = {
  args: {
    packages: [
      ...packages,
      {
        id: 3,
        name: 'Regional Distribution Centre Stockist Package (South-West)',
        registration_value: 12500000,
        point_value: 1,
        pickup_amount: 6250000,
        sales_bonus_percentage: 17.5,
        value: 12500000,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistPackageTable {...args} />
      <StockistPackageTable {...args} packages={[]} />
      <StockistPackageTable {...args} loading />
      <StockistPackageTable {...args} error="An error occurred" />
    </div>
  ),
};
