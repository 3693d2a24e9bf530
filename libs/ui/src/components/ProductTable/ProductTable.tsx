import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CART_MESSAGES } from '../CartPanel/CartPanel';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { Dialog } from '../Dialog/Dialog';
import { ProductImage } from '../ProductImage/ProductImage';
import {
  StyledImageButton,
  StyledPreview,
  StyledProductTable,
  StyledQuantityInput,
} from './ProductTable.styles';

export interface CommerceProduct {
  id: number | string;
  name: string;
  /** Price in naira. */
  worth: number;
  points?: number | null;
  /** Full image URL (the page builds it from the storage path). */
  image?: string | null;
  in_stock?: boolean | number | null;
  stock_qty?: number | null;
}

export interface ProductTableProps {
  products: CommerceProduct[];
  /** Adds the product with the typed quantity (a whole number of at least 1). */
  onAdd: (product: CommerceProduct, qty: number) => void;
  /** The stockist stock purchase screen also shows points, in stock and stock quantity. */
  showStock?: boolean;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Disables the quantity inputs and Add buttons (e.g. while an order is sent). */
  disabled?: boolean;
  caption?: string;
  emptyText?: string;
}

const parseQuantity = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const qty = Number(text);
  return qty >= 1 ? qty : null;
};

/** Active products: S/N, view image, name, price, a quantity input (minimum 1) and Add. */
export function ProductTable({
  products,
  onAdd,
  showStock = false,
  loading = false,
  error,
  onRetry,
  disabled = false,
  caption = 'Products',
  emptyText = 'There are no products',
}: ProductTableProps) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [invalidId, setInvalidId] = useState<CommerceProduct['id'] | null>(null);
  const [preview, setPreview] = useState<CommerceProduct | null>(null);

  const quantityText = (product: CommerceProduct) => quantities[String(product.id)] ?? '1';

  const add = (product: CommerceProduct) => {
    const qty = parseQuantity(quantityText(product));
    if (qty === null) {
      setInvalidId(product.id);
      return;
    }
    setInvalidId(null);
    onAdd(product, qty);
  };

  const columns: DataTableColumn<CommerceProduct>[] = [
    {
      id: 'image',
      header: 'Image',
      cell: (product) => (
        <StyledImageButton
          type="button"
          aria-label={`View image of ${product.name}`}
          onClick={() => setPreview(product)}
        >
          <ProductImage name={product.name} src={product.image} size={36} />
          <span aria-hidden="true">View</span>
        </StyledImageButton>
      ),
      csvValue: () => '',
    },
    { id: 'name', header: 'Name', cell: (product) => product.name },
    { id: 'price', header: 'Price', align: 'end', cell: (product) => formatNaira(product.worth) },
    ...(showStock
      ? ([
          {
            id: 'points',
            header: 'Points',
            align: 'end',
            cell: (product) => `${product.points ?? 0} PV`,
          },
          {
            id: 'in_stock',
            header: 'In stock',
            cell: (product) =>
              product.in_stock ? (
                <Badge tone="success">In stock</Badge>
              ) : (
                <Badge tone="danger">Not in stock</Badge>
              ),
            csvValue: (product) => (product.in_stock ? 'In stock' : 'Not in stock'),
          },
          {
            id: 'stock_qty',
            header: 'Stock quantity',
            align: 'end',
            cell: (product) => product.stock_qty ?? 0,
          },
        ] satisfies DataTableColumn<CommerceProduct>[])
      : []),
    {
      id: 'quantity',
      header: 'Quantity',
      cell: (product) => (
        <StyledQuantityInput
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={`Quantity of ${product.name}`}
          aria-invalid={invalidId === product.id ? true : undefined}
          disabled={disabled}
          value={quantityText(product)}
          onChange={(event) => {
            const next = event.target.value;
            setQuantities((current) => ({ ...current, [String(product.id)]: next }));
            if (invalidId === product.id && parseQuantity(next) !== null) setInvalidId(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add(product);
          }}
        />
      ),
      csvValue: (product) => quantityText(product),
    },
  ];

  return (
    <StyledProductTable>
      {invalidId !== null ? <Alert tone="warning">{CART_MESSAGES.quantityBelowOne}</Alert> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={emptyText}
        rowActionsHeader="Cart"
        rowActions={(product) => (
          <Button
            size="sm"
            disabled={disabled}
            aria-label={`Add ${product.name} to cart`}
            onClick={() => add(product)}
          >
            Add
          </Button>
        )}
      />
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => {
          if (!open) setPreview(null);
        }}
        title={preview?.name ?? 'Product image'}
      >
        {preview ? (
          <StyledPreview>
            <ProductImage name={preview.name} src={preview.image} size={280} />
          </StyledPreview>
        ) : null}
      </Dialog>
    </StyledProductTable>
  );
}
