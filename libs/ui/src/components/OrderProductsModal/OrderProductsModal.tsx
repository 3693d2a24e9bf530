import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { orderNumber } from '../OrderCodeModal/OrderCodeModal';
import { ProductImage } from '../ProductImage/ProductImage';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledCentered,
  StyledProductItem,
  StyledProductList,
  StyledProductMeta,
  StyledProductName,
  StyledProductText,
} from './OrderProductsModal.styles';

export interface OrderProduct {
  name: string;
  /** Full image URL, or none for the placeholder. */
  image?: string | null;
  product_qty: number;
  /** Unit price in naira, when the call returns it (stock details do). */
  price?: number | null;
}

export interface OrderProductsModalProps {
  orderId: number | string;
  /** GET /purchases/{id}/order-details (or /stock-details) products. */
  products: OrderProduct[];
  loading?: boolean;
  error?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactNode;
  title?: string;
}

/** The products of one order: image, name and quantity (and price when known). */
export function OrderProductsModal({
  orderId,
  products,
  loading = false,
  error,
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
}: OrderProductsModalProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <StyledCentered>
        <Spinner label="Loading products" />
      </StyledCentered>
    );
  } else if (error) {
    body = <Alert tone="danger">{error}</Alert>;
  } else if (products.length === 0) {
    body = <EmptyState text="There are no products" />;
  } else {
    body = (
      <StyledProductList aria-label="Products">
        {products.map((product, index) => (
          <StyledProductItem key={`${product.name}-${index}`}>
            <ProductImage name={product.name} src={product.image} size={48} />
            <StyledProductText>
              <StyledProductName>{product.name}</StyledProductName>
              <StyledProductMeta>
                Quantity: {product.product_qty}
                {product.price !== null && product.price !== undefined
                  ? ` · ${formatNaira(product.price)} each`
                  : null}
              </StyledProductMeta>
            </StyledProductText>
          </StyledProductItem>
        ))}
      </StyledProductList>
    );
  }

  return (
    <Dialog
      title={title ?? `Products of order ${orderNumber(orderId)}`}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={trigger}
    >
      {body}
    </Dialog>
  );
}
