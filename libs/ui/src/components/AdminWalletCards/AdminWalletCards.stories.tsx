import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminWalletCards } from './AdminWalletCards';

const meta = {
  title: 'UI/Money/AdminWalletCards',
  component: AdminWalletCards,
  args: {
    wallet: { total_company_wallet: 15250000.5, total_withdrawals: 6000000, wallet_balance: 9250000.5 },
  },
} satisfies Meta<typeof AdminWalletCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Total company wallet' })).toHaveTextContent(
      '₦15,250,000.50',
    );
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₦9,250,000.50');
  },
};

export const Playground: Story = {
  argTypes: {
    wallet: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
  },
};

export const Loading: Story = { args: { wallet: undefined, loading: true } };

export const Empty: Story = {
  args: { wallet: { total_company_wallet: 0, total_withdrawals: 0, wallet_balance: 0 } },
};

export const Error: Story = {
  args: { wallet: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    wallet: {
      total_company_wallet: 987654321012.34,
      total_withdrawals: 123456789012.34,
      wallet_balance: 864197532000,
    },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AdminWalletCards
        title="Default"
        wallet={{ total_company_wallet: 15250000.5, total_withdrawals: 6000000, wallet_balance: 9250000.5 }}
      />
      <AdminWalletCards
        title="Empty"
        wallet={{ total_company_wallet: 0, total_withdrawals: 0, wallet_balance: 0 }}
      />
      <AdminWalletCards title="Loading" loading />
      <AdminWalletCards title="Error" error="An error occurred" />
    </div>
  ),
};
