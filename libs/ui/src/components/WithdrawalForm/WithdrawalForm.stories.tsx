import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawalForm, type WithdrawalFormProps, type WithdrawalSettings } from './WithdrawalForm';

const percentage: WithdrawalSettings = {
  charge: 2.5,
  withdrawal_charge_type: 'percentage',
  withdrawal_charge_cap: 1000,
  minimum_withdrawal: 1000,
  maximum_withdrawal: 500000,
};

const flat: WithdrawalSettings = { ...percentage, charge: 100, withdrawal_charge_type: 'flat' };

const meta = {
  title: 'UI/Forms/WithdrawalForm',
  component: WithdrawalForm,
  args: {
    settings: percentage,
    walletBalance: 120000,
    onSubmit: fn(async () => undefined) as WithdrawalFormProps['onSubmit'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/A charge of 2.5% of the amount/)).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Withdrawal amount (₦)'), '20000');
    await expect(canvas.getByText('Your bank receives').nextElementSibling).toHaveTextContent('₦19,500.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ amount: 20000 }));
  },
};

export const Playground: Story = {
  argTypes: {
    settings: { control: 'object' },
    loading: { control: 'boolean' },
    walletBalance: { control: 'number' },
    submitting: { control: 'boolean' },
    disabled: { control: 'boolean' },
    disabledReason: { control: 'text' },
    error: { control: 'text' },
    success: { control: 'text' },
  },
};

export const FlatCharge: Story = {
  args: { settings: flat },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Withdrawal amount (₦)'), '5000');
    await expect(canvas.getByText('Charge').nextElementSibling).toHaveTextContent('₦100.00');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Withdrawal amount (₦)');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(canvas.getByText('Withdrawal amount is required')).toBeVisible());
    await userEvent.type(amount, '12abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(canvas.getByText('withdrawal amount is invalid')).toBeVisible());
    await userEvent.clear(amount);
    await userEvent.type(amount, '999.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(canvas.getByText('The minimum withdrawal is ₦1,000.00')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** GET /settings/all is on its way: a spinner in the notice, and nothing can be sent yet. */
export const Loading: Story = {
  args: { settings: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Loading the withdrawal charge and limits'),
    );
    await expect(canvas.getByRole('region', { name: 'Withdrawal charges and limits' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Withdrawal amount (₦)')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    // The balance is known already and stays shown.
    await expect(canvas.getByText('Wallet balance').nextElementSibling).toHaveTextContent('₦120,000.00');
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Disabled: Story = {
  args: {
    disabled: true,
    disabledReason: 'You have a pending withdrawal. You can request another once it is paid.',
  },
};

export const Error: Story = { args: { error: 'An error occurred' } };

export const Success: Story = { args: { success: 'Withdrawal Request successful' } };

/** GET /settings/all could not be read: the notice says so; the balance is still checked. */
export const SettingsUnavailable: Story = {
  args: { settings: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/could not be loaded/)).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Withdrawal amount (₦)'), '200000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(canvas.getByText('The amount is more than your wallet balance')).toBeVisible(),
    );
  },
};

export const LongContent: Story = {
  args: {
    settings: { ...percentage, maximum_withdrawal: 0, withdrawal_charge_cap: 0, minimum_withdrawal: 0 },
    walletBalance: 98_765_432.1,
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WithdrawalForm {...args} />
      <WithdrawalForm {...args} settings={null} loading />
      <WithdrawalForm {...args} settings={flat} />
      <WithdrawalForm {...args} error="An error occurred" />
      <WithdrawalForm {...args} success="Withdrawal Request successful" />
      <WithdrawalForm {...args} disabled disabledReason="You have a pending withdrawal." />
    </div>
  ),
};
