import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { Dialog } from '../Dialog/Dialog';
import { ProductImage } from '../ProductImage/ProductImage';
import {
  PRODUCT_DISABLED,
  PRODUCT_ENABLED,
  ProductForm,
  type AdminProduct,
  type ProductValues,
} from '../ProductForm/ProductForm';
import {
  StyledAdminProductTable,
  StyledProductCount,
  StyledProductDescriptionCell,
} from './AdminProductTable.styles';

export const NO_PRODUCTS = 'There are no products';

export interface AdminProductTableProps {
  products: readonly AdminProduct[];
  /** The count box; defaults to the number of rows. */
  total?: number;
  onUpdate?: (id: number, values: ProductValues, product: AdminProduct) => Promise<unknown> | void;
  /** Enable or disable (PUT /products/{id}/toggle-status). */
  onToggleActive?: (isActive: boolean, product: AdminProduct) => Promise<unknown> | void;
  imageUrl?: (path: string) => string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

/**
 * Registration products (docs/screens/back-office.md#registration-products): count, then name, description,
 * image, worth, Status (Enabled or Disabled), Edit (ProductForm in a modal) and Enable/Disable.
 */
export function AdminProductTable({
  products,
  total,
  onUpdate,
  onToggleActive,
  imageUrl,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: AdminProductTableProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  // Follow the list, so a toggle inside the modal shows the new state.
  const editing = products.find((product) => product.id === editingId) ?? null;

  const toggle = async (product: AdminProduct) => {
    if (!onToggleActive) return;
    setTogglingId(product.id);
    try {
      await onToggleActive(!product.is_active, product);
    } catch {
      // The page reports the failure.
    } finally {
      setTogglingId(null);
    }
  };

  const columns: DataTableColumn<AdminProduct>[] = [
    { id: 'name', header: 'Name', cell: (product) => product.name },
    {
      id: 'description',
      header: 'Description',
      cell: (product) => (
        <StyledProductDescriptionCell>{product.description ?? ''}</StyledProductDescriptionCell>
      ),
      csvValue: (product) => product.description ?? '',
    },
    {
      id: 'image',
      header: 'Image',
      cell: (product) => (
        <ProductImage
          name={product.name}
          src={product.image ? (imageUrl ? imageUrl(product.image) : product.image) : null}
          size={48}
        />
      ),
      csvValue: (product) => product.image ?? '',
    },
    { id: 'worth', header: 'Worth', align: 'end', cell: (product) => formatNaira(product.worth) },
    {
      id: 'status',
      header: 'Status',
      cell: (product) =>
        product.is_active ? (
          <Badge tone="success">{PRODUCT_ENABLED}</Badge>
        ) : (
          <Badge tone="neutral">{PRODUCT_DISABLED}</Badge>
        ),
      csvValue: (product) => (product.is_active ? PRODUCT_ENABLED : PRODUCT_DISABLED),
    },
  ];

  const hasActions = Boolean(onUpdate || onToggleActive);

  return (
    <StyledAdminProductTable>
      <StyledProductCount>
        Total products: <strong>{loading ? '…' : (total ?? products.length).toLocaleString('en-US')}</strong>
      </StyledProductCount>
      <DataTable
        caption="Registration products"
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={NO_PRODUCTS}
        {...(hasActions
          ? {
              rowActions: (product: AdminProduct) => (
                <>
                  {onUpdate ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${product.name}`}
                      onClick={() => setEditingId(product.id)}
                    >
                      Edit
                    </Button>
                  ) : null}
                  {onToggleActive ? (
                    <Button
                      size="sm"
                      variant={product.is_active ? 'danger' : 'primary'}
                      loading={togglingId === product.id}
                      aria-label={`${product.is_active ? 'Disable' : 'Enable'} ${product.name}`}
                      onClick={() => void toggle(product)}
                    >
                      {product.is_active ? 'Disable' : 'Enable'}
                    </Button>
                  ) : null}
                </>
              ),
            }
          : {})}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open && !saving) setEditingId(null);
        }}
        title="Edit Product"
        description={editing?.name}
      >
        {editing ? (
          <ProductForm
            product={editing}
            {...(imageUrl ? { imageUrl } : {})}
            submitting={saving}
            toggling={togglingId === editing.id}
            error={saveError}
            onCancel={() => setEditingId(null)}
            {...(onToggleActive ? { onToggleActive } : {})}
            onSubmit={async (values, product) => {
              if (!product || !onUpdate) return;
              await onUpdate(product.id, values, product);
              setEditingId(null);
            }}
          />
        ) : null}
      </Dialog>
    </StyledAdminProductTable>
  );
}
