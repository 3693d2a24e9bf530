import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ProviderBalanceCard,
  type ProviderBalanceCardProps,
  type ProviderWalletBalance,
} from './ProviderBalanceCard';

const balance: ProviderWalletBalance = {
  available_balance: 2450000.75,
  currency: 'NGN',
  provider: 'paystack',
};

const meta = {
  title: 'UI/Admin/ProviderBalanceCard',
  component: ProviderBalanceCard,
  args: { balance, onReload: fn() as ProviderBalanceCardProps['onReload'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderBalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payment provider balance' });
    await waitFor(() => expect(within(card).getByText('₦2,450,000.75')).toBeVisible());
    await expect(card).toHaveTextContent('In the Paystack wallet (NGN)');
    await userEvent.click(within(card).getByRole('button', { name: 'Reload Data' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  argTypes: {
    balance: { control: 'object' },
    loading: { control: 'boolean' },
    reloading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
    onReload: { control: false },
  },
};

export const Loading: Story = {
  args: { balance: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload Data' })).toBeDisabled();
    await expect(canvas.queryByText(/₦/)).toBeNull();
  },
};

/** A reload keeps the last figure, greyed, while the button spins. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reload Data' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('₦2,450,000.75')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { balance: { available_balance: 0, currency: 'NGN', provider: 'paystack' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦0.00')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('The provider wallet is empty');
  },
};

export const Error: Story = {
  args: { balance: undefined, error: 'The payment provider did not answer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the provider balance'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Data' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    balance: {
      available_balance: 987654321012.34,
      currency: 'NGN',
      provider: 'a-very-long-provider-identifier-v2',
    },
    title: 'Payment provider balance for automated weekly and monthly member payouts',
  },
};

/** A 360 px phone: title and Reload Data wrap, the balance wraps instead of overflowing. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  args: { balance: { available_balance: 987654321012.34, currency: 'NGN', provider: 'paystack' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payment provider balance' });
    await waitFor(() => expect(within(card).getByText('₦987,654,321,012.34')).toBeVisible());
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

function ReloadingDemo() {
  const [state, setState] = useState<{ balance: ProviderWalletBalance; reloading: boolean }>({
    balance,
    reloading: false,
  });
  return (
    <ProviderBalanceCard
      balance={state.balance}
      reloading={state.reloading}
      onReload={() => {
        setState((previous) => ({ ...previous, reloading: true }));
        setTimeout(
          () =>
            setState({
              balance: { ...balance, available_balance: balance.available_balance + 50000 },
              reloading: false,
            }),
          300,
        );
      }}
    />
  );
}

/** Reload Data fetches again and shows the new figure. */
export const Controlled: Story = {
  render: () => <ReloadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload Data' }));
    await waitFor(() => expect(canvas.getByText('₦2,500,000.75')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Reload Data' })).not.toHaveAttribute('aria-busy');
  },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
      }}
    >
      <ProviderBalanceCard {...args} title="Balance (default)" />
      <ProviderBalanceCard {...args} title="Balance (loading)" balance={undefined} loading />
      <ProviderBalanceCard {...args} title="Balance (reloading)" reloading />
      <ProviderBalanceCard
        {...args}
        title="Balance (empty)"
        balance={{ available_balance: 0, currency: 'NGN', provider: 'sandbox' }}
      />
      <ProviderBalanceCard {...args} title="Balance (error)" balance={undefined} error="An error occurred" />
    </div>
  ),
};
