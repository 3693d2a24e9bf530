import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../testing/commerceFixtures';
import { ProductTable, type ProductTableProps } from './ProductTable';

const meta = {
  title: 'UI/Commerce/ProductTable',
  component: ProductTable,
  args: {
    products: SAMPLE_PRODUCTS,
    onAdd: fn() as ProductTableProps['onAdd'],
  },
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('₦2,500.50')).toBeVisible());
    const quantity = canvas.getByLabelText('Quantity of Moringa Capsules');
    await expect(quantity).toHaveValue(1);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Moringa Capsules to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 3);
  },
};

export const Playground: Story = {
  argTypes: {
    showStock: { control: 'boolean' },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    products: { control: 'object' },
  },
};

export const Stockist: Story = {
  args: { showStock: true, caption: 'Stock products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Stock quantity' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Not in stock')).toBeVisible());
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByLabelText('Quantity of Bitter Leaf Tea');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Bitter Leaf Tea to cart' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One of your selection has quantity less than 1',
    );
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View image of Bitter Leaf Tea' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bitter Leaf Tea' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Bitter Leaf Tea' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no products')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Quantity of Moringa Capsules')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add Moringa Capsules to cart' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    showStock: true,
    products: [
      {
        id: 9,
        name: 'Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack of Twenty-Four Sachets',
        worth: 123456789.99,
        points: 1200,
        image: null,
        in_stock: 1,
        stock_qty: 98765,
      },
      ...SAMPLE_PRODUCTS,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ProductTable {...args} caption="Products" />
      <ProductTable {...args} caption="Stock products" showStock />
      <ProductTable {...args} caption="Loading products" loading />
      <ProductTable {...args} caption="No products" products={[]} />
      <ProductTable {...args} caption="Failed products" error="An error occurred" />
    </div>
  ),
};
