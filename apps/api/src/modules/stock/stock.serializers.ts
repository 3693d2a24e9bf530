import { koboFromDb, koboToNaira } from '@kola/domain';
import type { StockPurchaseRow } from './stock.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const naira = (kobo: number | string) => koboToNaira(koboFromDb(kobo));

type StockistPickupType = 'registration_pickup' | 'upgrade_pickup' | 're-stock';
type MemberPickupType = 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup';

/** A stock purchase's state (docs/pickups-and-stockists.md#order-states). */
export function purchaseStatus(status: string): 'processing' | 'approved' | 'disapproved' {
  if (status === 'approved') return 'approved';
  if (status === 'pending' || status === 'awaiting_payment') return 'processing';
  return 'disapproved';
}

/** How a stock purchase was paid: nothing (a pickup), card, wallet, or an uploaded receipt. */
export function paymentMode(row: {
  channel: string | null;
  payment_receipt: string | null;
}): 'allowance' | 'card' | 'wallet' | 'receipt' {
  if (row.channel === 'card' || row.channel === 'wallet') return row.channel;
  return row.payment_receipt ? ('receipt' as const) : ('allowance' as const);
}

/** The contract's StockistPurchase. */
export function toStockistPurchase(row: StockPurchaseRow) {
  return {
    id: row.id,
    purchase_id: row.id,
    stockist_id: row.stockist_id ?? 0,
    store_name: row.store_name,
    username: row.username,
    pickup_type: row.pickup_type as StockistPickupType,
    total_quantity: row.total_quantity,
    total_price: naira(row.total_price_kobo),
    total_points: Number(row.total_points),
    payment_mode: paymentMode(row),
    payment_receipt: row.payment_receipt,
    status: purchaseStatus(row.status),
    created_at: iso(row.created_at),
  };
}

/** The contract's PurchaseStockLine. */
export function toStockLine(
  purchase: { id: number; status: string; created_at: Date | string },
  line: { product_id: number; name: string; quantity: number; unit_price_kobo: number },
) {
  return {
    product_id: line.product_id,
    name: line.name,
    product_purchase_id: purchase.id,
    product_qty: line.quantity,
    price: naira(line.unit_price_kobo),
    status: purchaseStatus(purchase.status),
    created_at: iso(purchase.created_at),
  };
}

/** The contract's OrderLine: a line checked against the store's stock. */
export function toOrderLine(
  order: { id: number; pickup_type: string },
  line: {
    product_id: number;
    name: string;
    image: string | null;
    quantity: number;
    unit_price_kobo: number;
    unit_points: number;
    stock_qty: number | null;
  },
) {
  const stock = line.stock_qty ?? 0;
  return {
    product_id: line.product_id,
    name: line.name,
    image: line.image,
    price: naira(line.unit_price_kobo),
    product_qty: line.quantity,
    in_stock: stock > 0,
    stock_qty: stock,
    qualify: stock >= line.quantity,
    points: line.unit_points,
    product_purchase_id: order.id,
    claim_type: order.pickup_type as MemberPickupType,
  };
}

/** The contract's OrderProcessed. */
export function toProcessedOrder(row: {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  pickup_type: string;
  created_at: Date | string;
  approved_at: Date | string | null;
}) {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    pickup_type: row.pickup_type as MemberPickupType,
    status: 'approved' as const,
    created_at: iso(row.created_at),
    ...(row.approved_at ? { approved_at: iso(row.approved_at) } : {}),
  };
}

/** The contract's StockItem. */
export function toStockItem(row: {
  product_id: number;
  name: string;
  image: string | null;
  quantity: number;
  cost_price_kobo: number;
}) {
  return {
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    cost_price: naira(row.cost_price_kobo),
    quantity: row.quantity,
    in_stock: row.quantity > 0,
  };
}
