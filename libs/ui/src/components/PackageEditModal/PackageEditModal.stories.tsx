import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PackageEditModal, type AdminPackage, type PackageEditModalProps } from './PackageEditModal';

const gold: AdminPackage = {
  id: 3,
  name: 'Gold',
  point_value: 120,
  registration_value: 120000,
  pickup_amount: 60000,
  matching_bonus_cap: 50000,
};

const meta = {
  title: 'UI/Admin/PackageEditModal',
  component: PackageEditModal,
  args: {
    open: true,
    pkg: gold,
    onOpenChange: fn() as PackageEditModalProps['onOpenChange'],
    onSubmit: fn(async () => undefined) as PackageEditModalProps['onSubmit'],
  },
} satisfies Meta<typeof PackageEditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('Gold');
    const pickup = within(dialog).getByLabelText('Product Pickup Amount (₦)');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, '65000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Gold',
          point_value: 120,
          registration_value: 120000,
          pickup_amount: 65000,
          matching_bonus_cap: 50000,
        },
        gold,
      ),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
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

export const Create: Story = {
  args: { pkg: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Package' });
    await expect(within(dialog).getByLabelText('Matching Bonus Cap (₦)')).toHaveValue('0');
    await expect(within(dialog).getByLabelText('Product Pickup Amount (₦)')).toHaveValue('0');
  },
};

export const Invalid: Story = {
  args: { pkg: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Package' });
    await userEvent.clear(within(dialog).getByLabelText('Product Pickup Amount (₦)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(within(dialog).getByText('Name is required')).toBeVisible());
    await expect(within(dialog).getAllByText('please enter a valid number')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: { pkg: { ...gold, name: 'Diamond Ambassador Executive Leadership Package (2026 edition)' } },
};

export const AllStates: Story = { args: { error: 'An error occurred', submitting: true } };
