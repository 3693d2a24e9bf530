import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PickupTypeSelect, type PickupType, type PickupTypeSelectProps } from './PickupTypeSelect';

const meta = {
  title: 'UI/Commerce/PickupTypeSelect',
  component: PickupTypeSelect,
  args: {
    mode: 'member',
    value: '',
    onChange: fn() as PickupTypeSelectProps['onChange'],
  },
} satisfies Meta<typeof PickupTypeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Pick-up type');
    await userEvent.selectOptions(select, 'Repurchase pickup');
    await expect(args.onChange).toHaveBeenCalledWith('repurchase_pickup');
  },
};

export const Playground: Story = {
  argTypes: {
    mode: { control: 'inline-radio', options: ['member', 'stockist'] },
    value: {
      control: 'select',
      options: ['', 'registration_pickup', 'upgrade_pickup', 'repurchase_pickup', 're-stock'],
    },
    label: { control: 'text' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
};

export const Stockist: Story = {
  args: { mode: 'stockist', value: 're-stock' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Pick-up type')).toHaveDisplayValue('Re-stock');
    await expect(canvas.queryByRole('option', { name: 'Repurchase pickup' })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'registration_pickup' } };

export const Invalid: Story = { args: { error: 'Order type not selected' } };

export const LongContent: Story = {
  args: {
    label: 'Choose how you want to collect the products you selected at the stockist store',
    hint: 'Registration and upgrade pick-ups use your package allowance; a repurchase is paid by card or wallet.',
  },
};

function ControlledSelect() {
  const [value, setValue] = useState<PickupType | ''>('');
  return (
    <div>
      <PickupTypeSelect value={value} onChange={setValue} />
      <p>Chosen: {value || 'none'}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Pick-up type'), 'Upgrade pickup');
    await waitFor(() => expect(canvas.getByText('Chosen: upgrade_pickup')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <PickupTypeSelect {...args} />
      <PickupTypeSelect {...args} mode="stockist" value="re-stock" />
      <PickupTypeSelect {...args} disabled value="upgrade_pickup" />
      <PickupTypeSelect {...args} error="Order type not selected" />
    </div>
  ),
};
