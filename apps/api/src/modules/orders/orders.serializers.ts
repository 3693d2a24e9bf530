import { koboFromDb, koboToNaira } from '@kola/domain';
import { stockistState } from '../stockists/stockists.serializers';
import type { MemberOrderRow } from './orders.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The order's state as members see it (docs/pickups-and-stockists.md#order-states): processing until a
 * stockist fulfils it, then approved; a disapproved or cancelled one is declined.
 */
export function orderStatus(status: string): 'processing' | 'approved' | 'declined' {
  if (status === 'approved') return 'approved';
  if (status === 'pending' || status === 'awaiting_payment') return 'processing';
  return 'declined';
}

/** The contract's PurchaseOrder: never the code. */
export function toPurchaseOrder(row: MemberOrderRow) {
  return {
    id: row.id,
    purchase_id: row.id,
    pickup_type: row.pickup_type as 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup',
    stockist_id: row.stockist_id ?? 0,
    store_name: row.store_name ?? '',
    store_address: row.store_address ?? '',
    store_state: stockistState(row.store_state ?? 'lagos'),
    store_phone: row.store_phone ?? '',
    total_quantity: row.total_quantity,
    total_price: koboToNaira(koboFromDb(row.total_price_kobo)),
    total_points: Number(row.total_points),
    payment_mode: row.channel === 'card' || row.channel === 'wallet' ? row.channel : ('allowance' as const),
    status: orderStatus(row.status),
    created_at: iso(row.created_at),
  };
}

/** The contract's PurchaseOrderLine: a product at the price and PV of the order. */
export function toOrderLine(row: {
  product_id: number;
  name: string;
  image: string | null;
  quantity: number;
  unit_price_kobo: number;
  unit_points: number;
}) {
  return {
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    product_qty: row.quantity,
    price: koboToNaira(koboFromDb(row.unit_price_kobo)),
    points: row.unit_points,
  };
}
