import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone360Story } from '../../testing/decorators';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { BalanceHero } from './BalanceHero';

const settings = {
  minimum_withdrawal: 2000,
  maximum_withdrawal: 200000,
  withdrawal_charge_type: 'percentage' as const,
  charge: 1.5,
  withdrawal_charge_cap: 1000,
};
const amounts = {
  wallet_balance: 36250.5,
  total_bonus: 48250.5,
  total_withdrawals: 12000,
  total_wallet_payments: 0,
};

const meta = {
  title: 'UI/Earnings/BalanceHero',
  component: BalanceHero,
  args: { amounts, settings, action: <Button>Withdraw</Button> },
} satisfies Meta<typeof BalanceHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ₦36,250.50: all of it can go (below the ₦200,000 maximum); 1.5% charge = ₦543.75. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₦36,250.50');
    await expect(canvas.getByTestId('withdrawable')).toHaveTextContent(
      'You can withdraw ₦36,250.50 now. Your bank receives ₦35,706.75 after the ₦543.75 charge.',
    );
  },
};

/** More than the maximum: the maximum is what can go now, its charge capped at ₦1,000. */
export const AboveMaximum: Story = {
  args: { amounts: { ...amounts, wallet_balance: 812345.67, total_bonus: 824345.67 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('withdrawable')).toHaveTextContent(
      'You can withdraw ₦200,000.00 now. Your bank receives ₦199,000.00 after the ₦1,000.00 charge.',
    );
  },
};

export const BelowMinimum: Story = {
  args: {
    amounts: { wallet_balance: 350, total_bonus: 350, total_withdrawals: 0, total_wallet_payments: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('withdrawable')).toHaveTextContent(
      'Withdrawals start at ₦2,000.00: ₦1,650.00 to go.',
    );
  },
};

export const PendingWithdrawal: Story = {
  args: { pendingWithdrawal: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('withdrawable')).toHaveTextContent(
      'A withdrawal is waiting for approval.',
    );
  },
};

/** The settings could not be read: the balance still shows; the limits are checked on request. */
export const SettingsUnavailable: Story = { args: { settings: null } };

export const Empty: Story = {
  args: { amounts: { wallet_balance: 0, total_bonus: 0, total_withdrawals: 0, total_wallet_payments: 0 } },
};

export const Loading: Story = {
  args: { amounts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Wallet balance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { amounts: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the wallet');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    amounts: {
      wallet_balance: 123456789.99,
      total_bonus: 987654321.99,
      total_withdrawals: 864197532,
      total_wallet_payments: 123456789.99,
    },
    settings: { ...settings, maximum_withdrawal: 0, withdrawal_charge_cap: 0 },
  },
};

export const Phone: Story = { ...phone360Story };
