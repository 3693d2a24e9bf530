import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WalletSummary, type WalletSummaryAmounts } from './WalletSummary';

const amounts: WalletSummaryAmounts = {
  referral_bonus: 34500.5,
  matching_bonus: 45250,
  unilevel_bonus: 12750.25,
  global_profit: 125000,
  total_bonus: 230200.75,
  total_withdrawals: 50000,
  wallet_balance: 180200.75,
};

const zero: WalletSummaryAmounts = {
  referral_bonus: 0,
  matching_bonus: 0,
  unilevel_bonus: 0,
  global_profit: 0,
  total_bonus: 0,
  total_withdrawals: 0,
  wallet_balance: 0,
};

const meta = {
  title: 'UI/Money/WalletSummary',
  component: WalletSummary,
  args: { amounts, layout: 'cards' },
} satisfies Meta<typeof WalletSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard and the Wallet Summary tab: total bonus, total withdrawals, wallet balance. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Total bonus' })).toHaveTextContent('₦230,200.75');
    await expect(canvas.getByRole('group', { name: 'Total withdrawals' })).toHaveTextContent('₦50,000.00');
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₦180,200.75');
  },
};

export const Playground: Story = {
  argTypes: {
    amounts: { control: 'object' },
    layout: { control: 'inline-radio', options: ['cards', 'columns'] },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en-US', 'en-NG'] },
  },
};

/** The wallet page's variant layout: TRB, TEB, TLB, GPS, TB, TW and wallet balance. */
export const Columns: Story = {
  args: { layout: 'columns' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const abbr of ['TRB', 'TEB', 'TLB', 'GPS', 'TB', 'TW']) {
      await waitFor(() => expect(canvas.getByText(abbr)).toBeVisible());
    }
    await expect(canvas.getByRole('region', { name: 'Wallet summary' })).toHaveTextContent(
      'Wallet balance₦180,200.75',
    );
  },
};

/** With wallet payments (docs/money-and-ledger.md#wallets: balance = TB − TW − wallet payments). */
export const WithWalletPayments: Story = {
  args: { amounts: { ...amounts, total_wallet_payments: 20000, wallet_balance: 160200.75 } },
};

export const Loading: Story = { args: { amounts: undefined, loading: true } };

export const LoadingColumns: Story = { args: { amounts: undefined, loading: true, layout: 'columns' } };

export const Empty: Story = { args: { amounts: zero } };

export const Error: Story = {
  args: { amounts: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    layout: 'columns',
    amounts: { ...amounts, total_bonus: 987654321012.34, wallet_balance: 987654271012.34 },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletSummary title="Cards" amounts={amounts} />
      <WalletSummary title="Columns" amounts={amounts} layout="columns" />
      <WalletSummary title="Empty" amounts={zero} layout="columns" />
      <WalletSummary title="Loading cards" loading />
      <WalletSummary title="Loading columns" loading layout="columns" />
      <WalletSummary title="Error" error="An error occurred" />
    </div>
  ),
};
