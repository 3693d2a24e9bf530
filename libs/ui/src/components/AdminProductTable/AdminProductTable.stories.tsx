import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminProduct } from '../ProductForm/ProductForm';
import { AdminProductTable, NO_PRODUCTS, type AdminProductTableProps } from './AdminProductTable';

const products: AdminProduct[] = [
  {
    id: 1,
    name: 'Moringa Tea',
    description: 'Twenty sachets.',
    image: null,
    worth: 4500,
    points: 4,
    is_active: true,
  },
  {
    id: 2,
    name: 'Bitter Kola Capsules',
    description: 'Sixty capsules.',
    image: null,
    worth: 7500,
    points: 6,
    is_active: false,
  },
  { id: 3, name: 'Ginger Shot', description: null, image: null, worth: 1200, points: 1, is_active: true },
];

function StatefulTable(props: Partial<AdminProductTableProps>) {
  const [rows, setRows] = useState(products);
  return (
    <AdminProductTable
      products={rows}
      onUpdate={async (id, values) => {
        await props.onUpdate?.(id, values, rows.find((row) => row.id === id) as AdminProduct);
        setRows(rows.map((row) => (row.id === id ? { ...row, ...values, image: row.image } : row)));
      }}
      onToggleActive={async (isActive, product) => {
        await props.onToggleActive?.(isActive, product);
        setRows(rows.map((row) => (row.id === product.id ? { ...row, is_active: isActive } : row)));
      }}
    />
  );
}

const meta = {
  title: 'UI/Admin/AdminProductTable',
  component: AdminProductTable,
  args: {
    products,
    onUpdate: fn(async () => undefined) as NonNullable<AdminProductTableProps['onUpdate']>,
    onToggleActive: fn(async () => undefined) as NonNullable<AdminProductTableProps['onToggleActive']>,
  },
} satisfies Meta<typeof AdminProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <StatefulTable onUpdate={args.onUpdate} onToggleActive={args.onToggleActive} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total products:')).toHaveTextContent('Total products: 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Bitter Kola Capsules' }));
    await waitFor(() =>
      expect(args.onToggleActive).toHaveBeenCalledWith(true, expect.objectContaining({ id: 2 })),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Disable Bitter Kola Capsules' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Ginger Shot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByLabelText('Price (₦)');
    await userEvent.clear(price);
    await userEvent.type(price, '1300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        3,
        { name: 'Ginger Shot', worth: 1300, points: 1, description: '' },
        expect.objectContaining({ id: 3 }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('cell', { name: '₦1,300.00' })).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    products: { control: 'object' },
    total: { control: 'number' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_PRODUCTS)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const ReadOnly: Story = { args: { onUpdate: undefined, onToggleActive: undefined } };

export const LongContent: Story = {
  args: {
    total: 1250,
    products: [
      ...products,
      {
        id: 4,
        name: 'Premium Organic Moringa, Ginger and Lemongrass Herbal Tea Blend (Family Pack)',
        description: 'A calming blend of moringa, ginger and lemongrass. '.repeat(6),
        image: null,
        worth: 18500,
        points: 15,
        is_active: true,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AdminProductTable {...args} />
      <AdminProductTable {...args} products={[]} />
      <AdminProductTable {...args} loading />
      <AdminProductTable {...args} error="An error occurred" />
    </div>
  ),
};
