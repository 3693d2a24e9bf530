import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
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

/** A cart's order form: submitting without a type shows the message on the select; choosing one clears it. */
function PickupForm({ onChange }: Pick<PickupTypeSelectProps, 'onChange'>) {
  const [value, setValue] = useState<PickupType | ''>('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Order"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) {
          setError('Order type not selected');
          return;
        }
        setSent(value);
      }}
    >
      <PickupTypeSelect
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          if (next) setError(undefined);
          onChange(next);
        }}
      />
      <Button type="submit">Submit Selection</Button>
      {sent ? <p>Sent: {sent}</p> : null}
    </form>
  );
}

export const Invalid: Story = {
  render: (args) => <PickupForm onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Pick-up type');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await waitFor(() => expect(canvas.getByText('Order type not selected')).toBeVisible());
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Order type not selected');
    await expect(canvas.queryByText(/^Sent:/)).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'Registration pickup');
    await expect(args.onChange).toHaveBeenCalledWith('registration_pickup');
    await waitFor(() => expect(canvas.queryByText('Order type not selected')).not.toBeInTheDocument());
    await expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await waitFor(() => expect(canvas.getByText('Sent: registration_pickup')).toBeVisible());
  },
};

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
