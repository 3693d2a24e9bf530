import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DataTableColumn } from '../DataTable/DataTable';
import { FormDialog, FormDialogBody, submitThenClose } from '../FormDialog/FormDialog';
import { TextField } from '../TextField/TextField';
import { EditableTable, type EditableTableModalProps, type EditableTableProps } from './EditableTable';

interface Product {
  id: number;
  name: string;
  stock: number;
}

interface ProductValues {
  name: string;
}

const products: Product[] = [
  { id: 1, name: 'Herbal Tea', stock: 12 },
  { id: 2, name: 'Vitamin C', stock: 0 },
  { id: 3, name: 'Aloe Gel', stock: 48 },
];

const columns: DataTableColumn<Product>[] = [
  { id: 'name', header: 'Name', cell: (product) => product.name },
  { id: 'stock', header: 'Stock', align: 'end', cell: (product) => product.stock },
];

/** A minimal edit form, as the real tables pass PackageEditModal or RankEditModal. */
function ProductForm({ editing, onOpenChange, onSubmit }: EditableTableModalProps<Product, ProductValues>) {
  const [name, setName] = useState(editing?.name ?? '');
  return (
    <FormDialogBody
      submitLabel={editing ? 'Save changes' : 'Create product'}
      onCancel={() => onOpenChange(false)}
      onSubmit={(event) => {
        event.preventDefault();
        void submitThenClose(
          () => onSubmit({ name: name.trim() }, editing),
          () => onOpenChange(false),
        );
      }}
    >
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
    </FormDialogBody>
  );
}

function ProductModal(modal: EditableTableModalProps<Product, ProductValues>) {
  return (
    <FormDialog
      open={modal.open}
      onOpenChange={modal.onOpenChange}
      title={modal.editing ? 'Edit Product' : 'Add Product'}
    >
      <ProductForm {...modal} />
    </FormDialog>
  );
}

const ProductTable = EditableTable<Product, ProductValues, number>;
type ProductTableProps = EditableTableProps<Product, ProductValues, number>;

const meta = {
  title: 'UI/Admin/EditableTable',
  component: ProductTable,
  args: {
    caption: 'Products',
    columns,
    rows: products,
    rowKey: (product) => product.id,
    rowLabel: (product) => product.name,
    emptyText: 'There are no products',
    addLabel: 'Add Product',
    onUpdate: fn(async () => undefined) as NonNullable<ProductTableProps['onUpdate']>,
    onCreate: fn(async () => undefined) as NonNullable<ProductTableProps['onCreate']>,
    renderModal: (modal) => <ProductModal {...modal} />,
  },
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Product' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Vitamin C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledWith(2, { name: 'Vitamin C' }, products[1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {
  argTypes: {
    rows: { control: 'object' },
    emptyText: { control: 'text' },
    addLabel: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no products')).toBeVisible());
  },
};

export const Error: Story = {
  args: { error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('An error occurred')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  name: 'Read only',
  args: { onUpdate: undefined, onCreate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ProductTable {...args} />
      <ProductTable {...args} rows={[]} />
      <ProductTable {...args} loading />
      <ProductTable {...args} error="An error occurred" />
    </div>
  ),
};
