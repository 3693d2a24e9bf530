import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCTS } from '../../testing/commerceFixtures';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const meta = {
  title: 'UI/Commerce/ProductGrid',
  component: ProductGrid,
  args: {
    products: SAMPLE_PRODUCTS,
    onAdd: fn() as ProductGridProps['onAdd'],
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper sets the quantity; Add to cart hands it to the page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('listitem', { name: 'Moringa Capsules' });
    await waitFor(() => expect(within(card).getByText('₦4,500.00')).toBeVisible());
    await userEvent.click(
      within(card).getByRole('button', { name: 'Increase quantity of Moringa Capsules' }),
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Increase quantity of Moringa Capsules' }),
    );
    await expect(within(card).getByLabelText('Quantity of Moringa Capsules')).toHaveValue(3);
    await userEvent.click(within(card).getByRole('button', { name: 'Add Moringa Capsules to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 3);
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    inCart: { control: 'object' },
  },
};

/** Products already in the cart say how many. */
export const InCart: Story = {
  args: { inCart: { '1': 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: 'Moringa Capsules' })).toHaveTextContent('2 in cart');
  },
};

/** A quantity below 1 is refused with the product's wording. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Quantity of Bitter Leaf Tea');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Bitter Leaf Tea to cart' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One of your selection has quantity less than 1',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The image opens larger in a dialog. */
export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View image of Bitter Leaf Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitter Leaf Tea' });
    // The dialog fades in: wait until its picture shows.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Bitter Leaf Tea' })).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no products')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'This operation is not implemented yet.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongContent: Story = {
  args: {
    products: [
      {
        id: 9,
        name: 'Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack of Twenty-Four Sachets',
        worth: 1234567.89,
        points: 120,
        image: null,
      },
      ...SAMPLE_PRODUCTS,
    ],
  },
};

/** A 360 px phone: two cards a row. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ProductGrid {...args} />
      <ProductGrid {...args} loading />
      <ProductGrid {...args} products={[]} />
      <ProductGrid {...args} error="An error occurred" />
    </div>
  ),
};
