import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_CART_LINES } from '../../testing/commerceFixtures';
import type { PickupType } from '../PickupTypeSelect/PickupTypeSelect';
import { CartPanel, type CartLine, type CartPanelProps } from './CartPanel';

const meta = {
  title: 'UI/Commerce/CartPanel',
  component: CartPanel,
  args: {
    mode: 'member',
    lines: SAMPLE_CART_LINES,
    pickupType: 'registration_pickup',
    pickupAmount: 20000,
    onRemove: fn() as CartPanelProps['onRemove'],
    onCancel: fn() as CartPanelProps['onCancel'],
    onSubmit: fn(async () => undefined) as CartPanelProps['onSubmit'],
    onPayWithCard: fn(async () => undefined) as CartPanelProps['onPayWithCard'],
    onPayWithWallet: fn(async () => undefined) as CartPanelProps['onPayWithWallet'],
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦11,500.50')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('₦20,000.00')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          pickupType: 'registration_pickup',
          totalQuantity: 3,
          totalPrice: 11500.5,
          totalPoints: 8,
        }),
      ),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    mode: { control: 'inline-radio', options: ['member', 'stockist'] },
    pickupType: {
      control: 'select',
      options: ['', 'registration_pickup', 'upgrade_pickup', 'repurchase_pickup', 're-stock'],
    },
    pickupAmount: { control: 'number' },
    walletBalance: { control: 'number' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
    lines: { control: 'object' },
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no Items in your cart')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There are no selected products');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { pickupType: '', onPickupTypeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Order type not selected');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const QuantityBelowOne: Story = {
  args: { lines: [{ id: 1, name: 'Moringa Capsules', price: 4500, qty: 0 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One of your selection has quantity less than 1',
    );
  },
};

export const OverPickupAmount: Story = {
  args: { pickupType: 'upgrade_pickup', pickupAmount: 10000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Above the pickup amount by').nextElementSibling).toHaveTextContent(
      '₦1,500.50',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Total selected product price is higher than pickup amount',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Repurchase: no Submit Selection; Pay with wallet asks for confirmation first. */
export const Repurchase: Story = {
  args: { pickupType: 'repurchase_pickup', pickupAmount: null, walletBalance: 50000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Submit Selection' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(/Wallet balance/)).toHaveTextContent('₦50,000.00'));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with wallet' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦11,500.50' }));
    await waitFor(() =>
      expect(args.onPayWithWallet).toHaveBeenCalledWith(
        expect.objectContaining({ pickupType: 'repurchase_pickup', totalPrice: 11500.5 }),
      ),
    );
  },
};

/** A valid cart the page still refuses: no stockist chosen yet. */
export const Requirement: Story = {
  args: { requirement: 'Select the stockist where you will collect your products' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Select the stockist where you will collect your products',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The allowance line: what remains, and what is left after this cart. */
export const AllowanceLeft: Story = {
  args: { pickupAmountLabel: 'Pickup amount left', pickupAmount: 12000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pickup amount left').nextElementSibling).toHaveTextContent('₦12,000.00');
    await expect(canvas.getByText('Left after this order').nextElementSibling).toHaveTextContent('₦499.50');
  },
};

export const RepurchaseEmpty: Story = {
  args: { lines: [], pickupType: 'repurchase_pickup', walletBalance: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There are no Items in your cart');
    await expect(args.onPayWithCard).not.toHaveBeenCalled();
  },
};

export const WalletTooLow: Story = {
  args: { pickupType: 'repurchase_pickup', walletBalance: 1000 },
};

export const Stockist: Story = {
  args: { mode: 'stockist', pickupType: 're-stock', pickupAmount: 8000, onPayWithWallet: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The selected items' total price is greater than the pickup amount",
    );
    await expect(args.onPayWithCard).not.toHaveBeenCalled();
  },
};

export const StockistEmpty: Story = {
  args: { mode: 'stockist', lines: [], pickupType: 'registration_pickup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There are no Items in your cart');
  },
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit Selection' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel Selection' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Moringa Capsules' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { submitting: true, pickupType: 'repurchase_pickup', walletBalance: 50000 },
};

export const Error: Story = {
  args: { error: 'Insufficient pickup balance for this order' },
};

export const LongContent: Story = {
  args: {
    lines: [
      {
        id: 7,
        name: 'Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack of Twenty-Four Sachets',
        price: 1234567.89,
        qty: 120,
      },
      ...SAMPLE_CART_LINES,
    ],
    pickupAmount: 999999999,
  },
};

function InteractiveCart() {
  const [lines, setLines] = useState<CartLine[]>(SAMPLE_CART_LINES);
  const [pickupType, setPickupType] = useState<PickupType | ''>('');
  const [result, setResult] = useState('nothing sent');
  return (
    <div style={{ maxWidth: 420 }}>
      <CartPanel
        lines={lines}
        pickupType={pickupType}
        onPickupTypeChange={setPickupType}
        pickupAmount={pickupType === 'registration_pickup' ? 20000 : 5000}
        walletBalance={30000}
        onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
        onCancel={() => setLines([])}
        onSubmit={async ({ totalPrice }) => setResult(`submitted ${totalPrice}`)}
        onPayWithCard={async ({ totalPrice }) => setResult(`card ${totalPrice}`)}
        onPayWithWallet={async ({ totalPrice }) => setResult(`wallet ${totalPrice}`)}
      />
      <p>Result: {result}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <InteractiveCart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Order type not selected');
    await userEvent.selectOptions(canvas.getByLabelText('Pick-up type'), 'Registration pickup');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bitter Leaf Tea' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await waitFor(() => expect(canvas.getByText('Result: submitted 9000')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Selection' }));
    await waitFor(() => expect(canvas.getByText('There are no Items in your cart')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <CartPanel {...args} title="Registration pickup" />
      <CartPanel {...args} title="Empty" lines={[]} />
      <CartPanel {...args} title="Repurchase" pickupType="repurchase_pickup" walletBalance={50000} />
      <CartPanel {...args} title="Over the pickup amount" pickupType="upgrade_pickup" pickupAmount={10000} />
      <CartPanel
        {...args}
        title="Stockist re-stock"
        mode="stockist"
        pickupType="re-stock"
        pickupAmount={8000}
      />
      <CartPanel {...args} title="Submitting" submitting />
      <CartPanel {...args} title="Error" error="An error occurred" />
    </div>
  ),
};
