import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_FETCHED_ORDER, SAMPLE_FETCHED_ORDER_SHORT } from '../../testing/commerceFixtures';
import { OrderLookup, type FetchedOrder, type OrderLookupProps } from './OrderLookup';

const meta = {
  title: 'UI/Commerce/OrderLookup',
  component: OrderLookup,
  args: {
    order: SAMPLE_FETCHED_ORDER,
    onFetch: fn(async () => undefined) as OrderLookupProps['onFetch'],
    onApprove: fn(async () => undefined) as OrderLookupProps['onApprove'],
  },
} satisfies Meta<typeof OrderLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Member' })).toHaveTextContent('Ada Okafor');
    await expect(canvas.getAllByText('In stock')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Order' }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    order: { control: 'object' },
    loading: { control: 'boolean' },
    approving: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { order: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Please enter a valid order code to fetch order details')).toBeVisible(),
    );
    await expect(canvas.queryByRole('button', { name: 'Approve Order' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Order code'), 'K7Q2-9XPA');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await waitFor(() => expect(args.onFetch).toHaveBeenCalledWith('K7Q2-9XPA'));
  },
};

export const Invalid: Story = {
  args: { order: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await waitFor(() =>
      expect(canvas.getByText('You cannot proceed without a valid order code')).toBeVisible(),
    );
    await expect(args.onFetch).not.toHaveBeenCalled();
  },
};

export const NotInStock: Story = {
  args: { order: SAMPLE_FETCHED_ORDER_SHORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Not in stock')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "You don't have enough stock to process this order",
    );
    await expect(canvas.getByRole('button', { name: 'Approve Order' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { order: null, loading: true } };

export const Disabled: Story = {
  args: { approving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Approve Order' })).toBeDisabled();
  },
};

export const Error: Story = { args: { order: null, error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    order: {
      user: {
        username: 'oluwaseunfunmilayo_adebayo_ogunlesi',
        first_name: 'Oluwaseunfunmilayo',
        last_name: 'Adebayo-Ogunlesi-Nwachukwu',
        phone: '+2348031234567',
        email: 'oluwaseunfunmilayo.adebayo-ogunlesi-nwachukwu@a-very-long-mail-domain.example.com',
      },
      lines: Array.from({ length: 8 }, (_, i) => ({
        name: `Extra Strength Bitter Leaf and Ginger Detox Herbal Tea, Family Pack ${i + 1}`,
        price: 123456.78,
        product_qty: 10 + i,
        in_stock: true,
        stock_qty: 100,
      })),
    },
  },
};

function ProcessingFlow() {
  const [order, setOrder] = useState<FetchedOrder | null>(null);
  const [done, setDone] = useState(false);
  return done ? (
    <p>Order approved</p>
  ) : (
    <OrderLookup
      order={order}
      onFetch={async (code) => setOrder(code === 'K7Q2-9XPA' ? SAMPLE_FETCHED_ORDER : null)}
      onApprove={async () => setDone(true)}
    />
  );
}

export const Controlled: Story = {
  render: () => <ProcessingFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Order code'), 'WRONG');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await expect(
      await canvas.findByText('Please enter a valid order code to fetch order details'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Order code'));
    await userEvent.type(canvas.getByLabelText('Order code'), 'K7Q2-9XPA');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Order' }));
    await waitFor(() => expect(canvas.getByText('Order approved')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <OrderLookup {...args} />
      <OrderLookup {...args} order={SAMPLE_FETCHED_ORDER_SHORT} />
      <OrderLookup {...args} order={null} />
      <OrderLookup {...args} order={null} error="An error occurred" />
    </div>
  ),
};
