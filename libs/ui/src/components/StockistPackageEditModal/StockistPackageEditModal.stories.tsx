import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
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

/** Open from the start: a modal with focus inside it, on the package's values. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog).toHaveAccessibleDescription('Silver Stockist');
    await expect(within(dialog).getByLabelText('Rebate percentage (%)')).toHaveValue('10');
  },
};

function ControlledStockistPackage({ onSubmit }: Pick<StockistPackageEditModalProps, 'onSubmit'>) {
  const [open, setOpen] = useState(false);
  const [pkg, setPkg] = useState(silver);
  return (
    <div>
      <p>
        {pkg.name} rebate: {pkg.sales_bonus_percentage}%
      </p>
      <Button onClick={() => setOpen(true)}>Edit {pkg.name}</Button>
      <StockistPackageEditModal
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

/** The page owns `open`: Cancel closes without saving; Save sends, closes and the page shows the new rebate. */
export const Controlled: Story = {
  render: (args) => <ControlledStockistPackage onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Silver Stockist' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Silver Stockist' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    const rebate = within(dialog).getByLabelText('Rebate percentage (%)');
    await userEvent.clear(rebate);
    await userEvent.type(rebate, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('Silver Stockist rebate: 12.5%')).toBeVisible());
  },
};

const noop = () => undefined;

/** Edit, Add, Invalid, Submitting, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="28rem">
      <DialogFrame label="Edit" height="38rem">
        <StockistPackageEditModal {...args} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="Add" height="38rem">
        <StockistPackageEditModal {...args} open onOpenChange={noop} pkg={null} />
      </DialogFrame>
      <DialogFrame label="Invalid" height="40rem">
        <StockistPackageEditModal {...args} open onOpenChange={noop} pkg={null} />
      </DialogFrame>
      <DialogFrame label="Submitting" height="38rem">
        <StockistPackageEditModal {...args} open onOpenChange={noop} submitting />
      </DialogFrame>
      <DialogFrame label="Error" height="40rem">
        <StockistPackageEditModal {...args} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="38rem">
        <StockistPackageEditModal
          {...args}
          open
          onOpenChange={noop}
          pkg={{ ...silver, name: 'Regional Distribution Centre Stockist Package (South-West)' }}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement, args }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await expect(
      await frame('Edit').findByRole('dialog', { name: 'Edit Stockist Package' }),
    ).toHaveAccessibleDescription('Silver Stockist');
    await expect(frame('Add').getByLabelText('Point value (PV)')).toHaveValue('1');
    const invalid = frame('Invalid');
    await userEvent.type(invalid.getByLabelText('Rebate percentage (%)'), '120');
    await userEvent.click(invalid.getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(invalid.getByText('Name is required')).toBeVisible());
    await waitFor(() => expect(invalid.getByText('Enter a number from 0 to 100')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(frame('Submitting').getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    await expect(frame('Long content').getByLabelText('Name')).toHaveValue(
      'Regional Distribution Centre Stockist Package (South-West)',
    );
  },
};
