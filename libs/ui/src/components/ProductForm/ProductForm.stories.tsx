import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductForm, type AdminProduct, type ProductFormProps } from './ProductForm';

const tea: AdminProduct = {
  id: 7,
  name: 'Moringa Tea',
  description: 'Twenty sachets of organic moringa leaf tea.',
  image: null,
  worth: 4500,
  points: 4,
  is_active: true,
  in_stock: true,
  stock_qty: 120,
};

const meta = {
  title: 'UI/Admin/ProductForm',
  component: ProductForm,
  args: { onSubmit: fn(async () => undefined) as ProductFormProps['onSubmit'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Add Product form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Product name'), 'Bitter Kola Capsules');
    await userEvent.type(canvas.getByLabelText('Price (₦)'), '7500');
    await userEvent.type(canvas.getByLabelText('Points (PV)'), '6');
    await userEvent.type(canvas.getByLabelText('Description'), 'Sixty capsules.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { name: 'Bitter Kola Capsules', worth: 7500, points: 6, description: 'Sixty capsules.' },
        null,
      ),
    );
    await waitFor(() => expect(canvas.getByLabelText('Product name')).toHaveValue(''));
  },
};

export const Playground: Story = {
  argTypes: {
    product: { control: 'object' },
    submitting: { control: 'boolean' },
    toggling: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(canvas.getByText('Product name is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Price is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function EditWithToggle({ onSubmit }: Pick<ProductFormProps, 'onSubmit'>) {
  const [product, setProduct] = useState(tea);
  return (
    <ProductForm
      product={product}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      onToggleActive={async (isActive) => setProduct({ ...product, is_active: isActive })}
    />
  );
}

export const Edit: Story = {
  render: (args) => <EditWithToggle onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Enabled' }));
    await expect(await canvas.findByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    const price = canvas.getByLabelText('Price (₦)');
    await userEvent.clear(price);
    await userEvent.type(price, '4800');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Moringa Tea',
          worth: 4800,
          points: 4,
          description: 'Twenty sachets of organic moringa leaf tea.',
        },
        expect.objectContaining({ id: 7 }),
      ),
    );
  },
};

export const Disabled: Story = { args: { product: { ...tea, is_active: false }, onToggleActive: fn() } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    product: {
      ...tea,
      name: 'Premium Organic Moringa, Ginger and Lemongrass Herbal Tea Blend (Family Pack)',
      description: 'A calming blend of moringa, ginger and lemongrass. '.repeat(10),
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ProductForm {...args} />
      <ProductForm {...args} product={tea} onToggleActive={() => undefined} error="An error occurred" />
      <ProductForm
        {...args}
        product={{ ...tea, is_active: false }}
        onToggleActive={() => undefined}
        toggling
      />
      <ProductForm {...args} submitting />
    </div>
  ),
};
