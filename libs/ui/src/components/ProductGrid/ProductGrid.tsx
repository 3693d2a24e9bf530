import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { CART_MESSAGES } from '../CartPanel/CartPanel';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProductImage } from '../ProductImage/ProductImage';
import type { CommerceProduct } from '../ProductTable/ProductTable';
import {
  StyledImageButton,
  StyledInCart,
  StyledPreview,
  StyledProductCard,
  StyledProductFigures,
  StyledProductGrid,
  StyledProductList,
  StyledProductName,
  StyledSkeletonCard,
  StyledStepper,
  StyledStepperInput,
} from './ProductGrid.styles';

export interface ProductGridProps {
  products: readonly CommerceProduct[];
  /** Adds the product with the chosen quantity (a whole number of at least 1). */
  onAdd: (product: CommerceProduct, qty: number) => void;
  /** Quantity already in the cart per product id, shown on its card. */
  inCart?: Readonly<Record<string, number>>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Disables the steppers and Add buttons (e.g. while an order is sent). */
  disabled?: boolean;
  /** Names the list for assistive technology. */
  label?: string;
  emptyText?: string;
}

const parseQuantity = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const qty = Number(text);
  return qty >= 1 ? qty : null;
};

/**
 * The active products as cards (docs/screens/stockist.md#repurchase): image (opens a larger view), name,
 * price and PV, a quantity stepper (at least 1) and Add to cart. Two cards side by side on a phone.
 */
export function ProductGrid({
  products,
  onAdd,
  inCart = {},
  loading = false,
  error,
  onRetry,
  disabled = false,
  label = 'Products',
  emptyText = 'There are no products',
}: ProductGridProps) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [invalidId, setInvalidId] = useState<CommerceProduct['id'] | null>(null);
  const [preview, setPreview] = useState<CommerceProduct | null>(null);

  const quantityText = (product: CommerceProduct) => quantities[String(product.id)] ?? '1';
  const setQuantity = (product: CommerceProduct, text: string) => {
    setQuantities((current) => ({ ...current, [String(product.id)]: text }));
    if (invalidId === product.id && parseQuantity(text) !== null) setInvalidId(null);
  };
  const step = (product: CommerceProduct, by: number) =>
    setQuantity(product, String(Math.max(1, (parseQuantity(quantityText(product)) ?? 1) + by)));

  const add = (product: CommerceProduct) => {
    const qty = parseQuantity(quantityText(product));
    if (qty === null) {
      setInvalidId(product.id);
      return;
    }
    setInvalidId(null);
    onAdd(product, qty);
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <StyledProductList aria-label={label} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <StyledSkeletonCard key={index} aria-hidden="true" />
        ))}
      </StyledProductList>
    );
  } else if (error) {
    body = (
      <Alert tone="danger" title="We could not load the products">
        {error}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (products.length === 0) {
    body = <EmptyState text={emptyText} />;
  } else {
    body = (
      <StyledProductList aria-label={label}>
        {products.map((product) => {
          const text = quantityText(product);
          const qty = parseQuantity(text);
          const carted = inCart[String(product.id)] ?? 0;
          return (
            <StyledProductCard
              key={product.id}
              aria-label={product.name}
              data-in-cart={carted > 0 ? 'true' : undefined}
            >
              <StyledImageButton
                type="button"
                aria-label={`View image of ${product.name}`}
                onClick={() => setPreview(product)}
              >
                <ProductImage name={product.name} src={product.image} size={88} decorative />
              </StyledImageButton>
              <StyledProductName>{product.name}</StyledProductName>
              <StyledProductFigures>
                <strong>{formatNaira(product.worth)}</strong>
                {product.points !== null && product.points !== undefined ? (
                  <span>{product.points} PV</span>
                ) : null}
              </StyledProductFigures>
              {carted > 0 ? <StyledInCart>{carted} in cart</StyledInCart> : null}
              <StyledStepper data-invalid={invalidId === product.id ? 'true' : undefined}>
                <button
                  type="button"
                  aria-label={`Decrease quantity of ${product.name}`}
                  disabled={disabled || qty === null || qty <= 1}
                  onClick={() => step(product, -1)}
                >
                  −
                </button>
                <StyledStepperInput
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  aria-label={`Quantity of ${product.name}`}
                  aria-invalid={invalidId === product.id ? true : undefined}
                  disabled={disabled}
                  value={text}
                  onChange={(event) => setQuantity(product, event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') add(product);
                  }}
                />
                <button
                  type="button"
                  aria-label={`Increase quantity of ${product.name}`}
                  disabled={disabled}
                  onClick={() => step(product, 1)}
                >
                  +
                </button>
              </StyledStepper>
              <Button
                size="sm"
                disabled={disabled}
                aria-label={`Add ${product.name} to cart`}
                onClick={() => add(product)}
              >
                Add
              </Button>
            </StyledProductCard>
          );
        })}
      </StyledProductList>
    );
  }

  return (
    <StyledProductGrid>
      {invalidId !== null ? <Alert tone="warning">{CART_MESSAGES.quantityBelowOne}</Alert> : null}
      {body}
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
    </StyledProductGrid>
  );
}
