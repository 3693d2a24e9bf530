import { zodResolver } from '@hookform/resolvers/zod';
import { formatNaira, koboToNaira, nairaToKobo } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Alert } from '../Alert/Alert';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { EmptyState } from '../EmptyState/EmptyState';
import { NO_ORDER_CODE_MESSAGE } from '../OrderCodeModal/OrderCodeModal';
import { ProductImage } from '../ProductImage/ProductImage';
import { Input } from '../TextField/TextField';
import {
  StyledApproveRow,
  StyledCodeForm,
  StyledFetchButtonSlot,
  StyledLineProduct,
  StyledMember,
  StyledMemberDetails,
  StyledOrderLookup,
} from './OrderLookup.styles';

export const ORDER_LOOKUP_TEXTS = {
  empty: 'Please enter a valid order code to fetch order details',
  noCode: NO_ORDER_CODE_MESSAGE,
  notEnoughStock: "You don't have enough stock to process this order",
} as const;

export const orderCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, NO_ORDER_CODE_MESSAGE)),
});
export type OrderCodeValues = z.infer<typeof orderCodeSchema>;

export interface OrderLookupMember {
  username: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  email?: string | null;
  /** Full photo URL; initials show without one. */
  photo_url?: string | null;
}

export interface OrderLookupLine {
  name: string;
  image?: string | null;
  /** Unit price in naira. */
  price: number;
  product_qty: number;
  in_stock: boolean | number | null | undefined;
  stock_qty: number | null | undefined;
  /** false when the line does not qualify for this order (e.g. the claim type). */
  qualify?: boolean | number | null;
  product_purchase_id?: number | string;
}

export interface FetchedOrder {
  user: OrderLookupMember;
  lines: OrderLookupLine[];
}

export type OrderLineState = 'ready' | 'not_in_stock' | 'not_enough' | 'not_qualified';

/**
 * Whether the stockist can hand this line over now (docs/pickups-and-stockists.md#orders-and-order-codes: in
 * stock, stock_qty above zero, qualifies).
 */
export function orderLineState(line: OrderLookupLine): OrderLineState {
  if (line.qualify === false || line.qualify === 0) return 'not_qualified';
  const stock = line.stock_qty ?? 0;
  if (!line.in_stock || stock <= 0) return 'not_in_stock';
  if (stock < line.product_qty) return 'not_enough';
  return 'ready';
}

/** Approve Order is possible only when there are lines and every one is ready. */
export function canApproveOrder(order: FetchedOrder | null | undefined): boolean {
  return Boolean(
    order && order.lines.length > 0 && order.lines.every((line) => orderLineState(line) === 'ready'),
  );
}

const lineBadges: Record<OrderLineState, ReactNode> = {
  ready: <Badge tone="success">In stock</Badge>,
  not_in_stock: <Badge tone="danger">Not in stock</Badge>,
  not_enough: <Badge tone="danger">Not enough stock</Badge>,
  not_qualified: <Badge tone="warning">Does not qualify</Badge>,
};

const lineLabels: Record<OrderLineState, string> = {
  ready: 'In stock',
  not_in_stock: 'Not in stock',
  not_enough: 'Not enough stock',
  not_qualified: 'Does not qualify',
};

const lineTotal = (line: OrderLookupLine) => koboToNaira(nairaToKobo(line.price) * line.product_qty);

export interface OrderLookupProps {
  /** GET /purchases/fetch-order/{code}. */
  onFetch: (code: string) => Promise<unknown> | void;
  /** The fetched order, or null before a fetch / for a code that matched nothing. */
  order?: FetchedOrder | null;
  /** Fetching the order. */
  loading?: boolean;
  /** The server's message for a failed fetch or approval. */
  error?: string | null;
  /** PATCH /purchases/{id}/vendor-approve; offered only when every line is in stock. */
  onApprove: () => Promise<unknown> | void;
  approving?: boolean;
}

function MemberCard({ user }: { user: OrderLookupMember }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Card title="Member">
      <StyledMember>
        <Avatar name={name || user.username} photoUrl={user.photo_url} size={64} />
        <StyledMemberDetails>
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Phone</dt>
          <dd>{user.phone ?? ''}</dd>
          <dt>Email</dt>
          <dd>{user.email ?? ''}</dd>
        </StyledMemberDetails>
      </StyledMember>
    </Card>
  );
}

const lineColumns = (lines: readonly OrderLookupLine[]): DataTableColumn<OrderLookupLine>[] => [
  {
    id: 'product',
    header: 'Product',
    cell: (line) => (
      <StyledLineProduct>
        <ProductImage name={line.name} src={line.image} size={32} decorative />
        {line.name}
      </StyledLineProduct>
    ),
    csvValue: (line) => line.name,
  },
  { id: 'price', header: 'Price', align: 'end', cell: (line) => formatNaira(line.price) },
  {
    id: 'qty',
    header: 'Quantity',
    align: 'end',
    cell: (line) => line.product_qty,
    total: lines.reduce((sum, line) => sum + line.product_qty, 0),
  },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (line) => formatNaira(lineTotal(line)),
    total: formatNaira(koboToNaira(lines.reduce((sum, line) => sum + nairaToKobo(lineTotal(line)), 0))),
  },
  { id: 'stock_qty', header: 'Your stock', align: 'end', cell: (line) => line.stock_qty ?? 0 },
  {
    id: 'state',
    header: 'Stock state',
    cell: (line) => lineBadges[orderLineState(line)],
    csvValue: (line) => lineLabels[orderLineState(line)],
  },
];

/** Order processing: fetch an order by its code, see the member and the lines, approve when all is in stock. */
export function OrderLookup({
  onFetch,
  order,
  loading = false,
  error,
  onApprove,
  approving = false,
}: OrderLookupProps) {
  const form = useForm<OrderCodeValues>({
    resolver: zodResolver(orderCodeSchema),
    defaultValues: { code: '' },
  });
  const [pending, setPending] = useState(false);
  const fetching = loading || form.formState.isSubmitting;
  const busyApproving = approving || pending;

  const approve = async () => {
    setPending(true);
    try {
      await onApprove();
    } catch {
      // The page shows the server's message through `error` or a toast.
    } finally {
      setPending(false);
    }
  };
  const approvable = canApproveOrder(order);
  const hasOrder = Boolean(order && order.lines.length > 0);

  return (
    <StyledOrderLookup>
      <Form {...form}>
        <StyledCodeForm
          noValidate
          aria-label="Fetch order"
          onSubmit={form.handleSubmit(async ({ code }) => {
            await onFetch(code.trim());
          })}
        >
          <FormField
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Order code</FormLabel>
                <FormControl>
                  <Input autoComplete="off" spellCheck={false} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFetchButtonSlot>
            <Button type="submit" loading={fetching}>
              Fetch order
            </Button>
          </StyledFetchButtonSlot>
        </StyledCodeForm>
      </Form>

      {error ? <Alert tone="danger">{error}</Alert> : null}

      {!hasOrder && !fetching ? <EmptyState text={ORDER_LOOKUP_TEXTS.empty} /> : null}

      {order && (hasOrder || fetching) ? (
        <>
          <MemberCard user={order.user} />
          <DataTable
            caption="Order lines"
            showCaption
            columns={lineColumns(order.lines)}
            rows={order.lines}
            rowKey={(line, index) => line.product_purchase_id ?? `${line.name}-${index}`}
            loading={fetching}
          />
          {!approvable && !fetching ? (
            <Alert tone="warning">{ORDER_LOOKUP_TEXTS.notEnoughStock}</Alert>
          ) : null}
          <StyledApproveRow>
            <Button loading={busyApproving} disabled={!approvable || fetching} onClick={() => void approve()}>
              Approve Order
            </Button>
          </StyledApproveRow>
        </>
      ) : null}
    </StyledOrderLookup>
  );
}
