import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PayWithWalletButton, type PayWithWalletButtonProps } from './PayWithWalletButton';

const meta = {
  title: 'UI/Payments/PayWithWalletButton',
  component: PayWithWalletButton,
  args: {
    price: 107655,
    walletBalance: 250000.5,
    purpose: 'the upgrade to Gold',
    onPay: fn(async () => undefined) as PayWithWalletButtonProps['onPay'],
  },
} satisfies Meta<typeof PayWithWalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦250,000.50')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Wallet' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Pay ₦107,655.00 for the upgrade to Gold from your wallet? Your balance will be ₦142,345.50.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦107,655.00' }));
    await waitFor(() => expect(args.onPay).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    price: { control: 'number' },
    walletBalance: { control: 'number' },
    paying: { control: 'boolean' },
    disabled: { control: 'boolean' },
    label: { control: 'text' },
    purpose: { control: 'text' },
  },
};

export const InsufficientBalance: Story = {
  args: { walletBalance: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pay with Wallet' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Your wallet balance is ₦102,655.00 short of ₦107,655.00.',
    );
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Wallet' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The caller refuses to open the confirmation (e.g. an empty cart it warns about itself). */
export const Refused: Story = {
  args: { onOpenRequest: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Wallet' }));
    await waitFor(() => expect(args.onOpenRequest).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { paying: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongContent: Story = {
  args: {
    price: 12_345_678.9,
    walletBalance: 98_765_432.1,
    purpose: 'the upgrade from Starter Partner Package to Presidential Diamond Executive Package',
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PayWithWalletButton {...args} />
      <PayWithWalletButton {...args} walletBalance={5000} />
      <PayWithWalletButton {...args} walletBalance={107655} />
      <PayWithWalletButton {...args} paying />
      <PayWithWalletButton {...args} disabled />
    </div>
  ),
};
