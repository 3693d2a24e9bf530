import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  StockistPackageEditModal,
  type AdminStockistPackage,
  type StockistPackageEditModalProps,
} from './StockistPackageEditModal';

const silver: AdminStockistPackage = {
  id: 2,
  name: 'Silver Stockist',
  registration_value: 500000,
  point_value: 1,
  pickup_amount: 250000,
  sales_bonus_percentage: 10,
  value: 500000,
};

const meta = {
  title: 'UI/Settings/StockistPackageEditModal',
  component: StockistPackageEditModal,
  args: {
    open: true,
    pkg: silver,
    onOpenChange: fn() as StockistPackageEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as StockistPackageEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof StockistPackageEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    const rebate = within(dialog).getByLabelText('Rebate percentage (%)');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Silver Stockist',
          registration_value: 500000,
          point_value: 1,
          pickup_amount: 250000,
          sales_bonus_percentage: 12.5,
          value: 500000,
        },
        silver,
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    open: { control: 'boolean' },
    pkg: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { pkg: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Stockist Package' });
    await expect(within(dialog).getByLabelText('Point value (PV)')).toHaveValue('1');
    await userEvent.type(within(dialog).getByLabelText('Rebate percentage (%)'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(within(dialog).getByText('Name is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Enter a number from 0 to 100')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: { pkg: { ...silver, name: 'Regional Distribution Centre Stockist Package (South-West)' } },
};

export const AllStates: Story = { args: { error: 'An error occurred', submitting: true } };
