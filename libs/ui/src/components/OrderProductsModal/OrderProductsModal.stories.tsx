import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCT_IMAGE, SAMPLE_PRODUCT_IMAGE_2 } from '../../testing/commerceFixtures';
import { Catalog } from '../../testing/Catalog';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { OrderProductsModal } from './OrderProductsModal';

const products = [
  { name: 'Moringa Capsules', image: SAMPLE_PRODUCT_IMAGE, product_qty: 2 },
  { name: 'Bitter Leaf Tea', image: SAMPLE_PRODUCT_IMAGE_2, product_qty: 1 },
  { name: 'Ginger Detox Blend', image: null, product_qty: 5 },
];

const meta = {
  title: 'UI/Commerce/OrderProductsModal',
  component: OrderProductsModal,
  args: {
    orderId: 1234,
    products,
    trigger: <Button variant="secondary">View products</Button>,
  },
} satisfies Meta<typeof OrderProductsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products of order #01234' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(dialog).getByText('Quantity: 5')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    orderId: { control: 'text' },
    title: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    products: { control: 'object' },
    open: { control: false },
    trigger: { control: false },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithPrices: Story = {
  args: {
    defaultOpen: true,
    title: 'Stock details',
    products: products.map((product, i) => ({ ...product, price: 2500 * (i + 1) })),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Stock details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText(/₦5,000.00 each/)).toBeVisible());
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading products');
  },
};

export const Empty: Story = {
  args: { defaultOpen: true, products: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('There are no products')).toBeVisible());
  },
};

export const Error: Story = { args: { defaultOpen: true, error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    products: Array.from({ length: 12 }, (_, i) => ({
      name: `Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack ${i + 1}`,
      image: i % 2 ? SAMPLE_PRODUCT_IMAGE : null,
      product_qty: 100 + i,
    })),
  },
};

function ControlledProducts() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Products window is {open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>See the products of order #01234</Button>
      <OrderProductsModal orderId={1234} products={products} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** The page owns `open`: its button opens the list, × and Escape close it. */
export const Controlled: Story = {
  render: () => <ControlledProducts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'See the products of order #01234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products of order #01234' });
    await waitFor(() => expect(canvas.getByText('Products window is open')).toBeInTheDocument());
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByText('Products window is closed')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'See the products of order #01234' }));
    await screen.findByRole('dialog', { name: 'Products of order #01234' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const noop = () => undefined;

/** The products, with prices, Loading, Empty, Error and LongContent open side by side. */
export const AllStates: Story = {
  render: (args) => (
    <Catalog minItemWidth="24rem">
      <DialogFrame label="Products" height="26rem">
        <OrderProductsModal {...args} trigger={null} open onOpenChange={noop} />
      </DialogFrame>
      <DialogFrame label="With prices" height="26rem">
        <OrderProductsModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          title="Stock details"
          products={products.map((product, i) => ({ ...product, price: 2500 * (i + 1) }))}
        />
      </DialogFrame>
      <DialogFrame label="Loading" height="16rem">
        <OrderProductsModal {...args} trigger={null} open onOpenChange={noop} loading />
      </DialogFrame>
      <DialogFrame label="Empty" height="18rem">
        <OrderProductsModal {...args} trigger={null} open onOpenChange={noop} products={[]} />
      </DialogFrame>
      <DialogFrame label="Error" height="16rem">
        <OrderProductsModal {...args} trigger={null} open onOpenChange={noop} error="An error occurred" />
      </DialogFrame>
      <DialogFrame label="Long content" height="26rem">
        <OrderProductsModal
          {...args}
          trigger={null}
          open
          onOpenChange={noop}
          products={Array.from({ length: 8 }, (_, i) => ({
            name: `Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack ${i + 1}`,
            image: i % 2 ? SAMPLE_PRODUCT_IMAGE : null,
            product_qty: 100 + i,
          }))}
        />
      </DialogFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const frame = (name: string) => within(within(canvasElement).getByRole('figure', { name }));
    await waitFor(() => expect(frame('Products').getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(frame('With prices').getByText(/₦5,000.00 each/)).toBeVisible());
    await expect(frame('Loading').getByRole('status')).toHaveTextContent('Loading products');
    await waitFor(() => expect(frame('Empty').getByText('There are no products')).toBeVisible());
    await waitFor(() => expect(frame('Error').getByText('An error occurred')).toBeVisible());
    const long = frame('Long content').getByRole('dialog');
    await expect(within(long).getAllByRole('listitem')).toHaveLength(8);
    await expect(long.scrollHeight).toBeGreaterThan(long.clientHeight);
  },
};
