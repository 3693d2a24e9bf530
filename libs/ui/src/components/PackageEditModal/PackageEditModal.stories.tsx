import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
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

/** Open from the start: a modal with focus inside it, on the package's values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toHaveAccessibleDescription('Gold');
    await expect(within(dialog).getByLabelText('Registration Amount (₦)')).toHaveValue('120000');
  },
};

function ControlledPackage({ onSubmit }: Pick<PackageEditModalProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  const [pkg, setPkg] = useState(gold);
  return (
    <div>
      <p>
        {pkg.name} pickup amount: {pkg.pickup_amount}
      </p>
      <Button onClick={() => setOpen(true)}>Edit {pkg.name}</Button>
      <PackageEditModal
        open={open}
        onOpenChange={setOpen}
        pkg={pkg}
        onSubmit={async (values, edited) => {
          await onSubmit(values, edited);
          setPkg({ ...pkg, ...values });
        }}
      />
    </div>
  );
}

/** The page owns `open`: Cancel closes without saving; Save sends, closes and the page shows the new amount. */
export const Controlled: Story = {
  render: (args) => <ControlledPackage onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Gold' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Gold' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    const pickup = within(dialog).getByLabelText('Product Pickup Amount (₦)');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, '65000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Gold pickup amount: 65000')).toBeVisible());
  },
};

const noop = () => undefined;

/** Edit, Add, Invalid, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="28rem">
      <DialogFrame label="Edit" height="34rem">
        <PackageEditModal {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Add" height="34rem">
        <PackageEditModal {...args} open onOpenChange={noop} pkg={null} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="36rem">
        <PackageEditModal {...args} open onOpenChange={noop} pkg={null} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="34rem">
        <PackageEditModal {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="36rem">
        <PackageEditModal {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="34rem">
        <PackageEditModal
          {...args}
          open
          onOpenChange={noop}
          pkg={{ ...gold, name: 'Diamond Ambassador Executive Leadership Package (2026 edition)' }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(
      await frame('Edit').findByRole('dialog', { name: 'Edit Package' }),
    ).toHaveAccessibleDescription('Gold');
    await expect(frame('Add').getByLabelText('Matching Bonus Cap (₦)')).toHaveValue('0');
    await userEvent.click(frame('Invalid').getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(frame('Invalid').getByText('Name is required')).toBeVisible());
    await expect(frame('Invalid').getAllByText('please enter a valid number')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(frame('Long content').getByLabelText('Name')).toHaveValue(
      'Diamond Ambassador Executive Leadership Package (2026 edition)',
    );
  },
};
