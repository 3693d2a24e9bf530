import { formatNaira, koboFromDb, koboToNaira, nairaToKobo } from '@kola/domain';
import { invalid } from '../../lib/errors';
import type { Executor } from '../ledger/ledger.repository';
import type { ProductsRepository } from '../products/products.repository';
import { OM } from './orders.messages';

/** The most of one product in one order or claim (the contract's bound, checked here too). */
export const MAX_LINE_QUANTITY = 1000;

export interface PricedLine {
  product_id: number;
  quantity: number;
  unit_price_kobo: number;
  unit_points: number;
}

export interface PricedCart {
  lines: PricedLine[];
  totalKobo: number;
  totalQuantity: number;
  totalPoints: number;
}

/**
 * A cart at the server's prices (docs/pickups-and-stockists.md#pickup-types): the client sends product
 * ids and quantities only. Refuses (422, naming the line) an empty cart, a quantity that is not a
 * whole number from 1 to the bound (MAX_LINE_QUANTITY unless given), a product listed twice, and an
 * unknown or disabled product.
 */
export async function priceCart(
  products: Pick<ProductsRepository, 'byIds'>,
  wanted: readonly { id: number; qty: number }[] | undefined,
  options: { maxQuantity?: number; ex?: Executor } = {},
): Promise<PricedCart> {
  const max = options.maxQuantity ?? MAX_LINE_QUANTITY;
  if (!wanted || wanted.length === 0) throw invalid('products', OM.noProducts);
  const seen = new Set<number>();
  wanted.forEach((line, i) => {
    if (!Number.isInteger(line.qty) || line.qty < 1) throw invalid(`products.${i}.qty`, OM.quantity);
    if (line.qty > max) throw invalid(`products.${i}.qty`, OM.tooMany(max));
    if (seen.has(line.id)) throw invalid(`products.${i}.id`, OM.duplicate);
    seen.add(line.id);
  });
  const rows = new Map((await products.byIds([...seen], options.ex)).map((p) => [p.id, p]));
  const lines = wanted.map((line, i) => {
    const product = rows.get(line.id);
    if (!product || !product.is_active) throw invalid(`products.${i}.id`, OM.unavailable);
    return {
      product_id: product.id,
      quantity: line.qty,
      unit_price_kobo: koboFromDb(product.worth_kobo),
      unit_points: product.points,
    };
  });
  return {
    lines,
    totalKobo: lines.reduce((sum, l) => sum + l.unit_price_kobo * l.quantity, 0),
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalPoints: lines.reduce((sum, l) => sum + l.unit_points * l.quantity, 0),
  };
}

/**
 * The totals a client may send along are checked against the server's, never used: a different
 * one answers 422 on that field (the screen shows stale prices).
 */
export function checkTotals(
  sent: { total_price?: number; total_quantity?: number; total_points?: number },
  cart: PricedCart,
): void {
  if (sent.total_price !== undefined) {
    let kobo: number | null;
    try {
      kobo = nairaToKobo(sent.total_price);
    } catch {
      kobo = null;
    }
    if (kobo !== cart.totalKobo) {
      throw invalid('total_price', OM.totalMismatch('total price', formatNaira(koboToNaira(cart.totalKobo))));
    }
  }
  if (sent.total_quantity !== undefined && sent.total_quantity !== cart.totalQuantity) {
    throw invalid('total_quantity', OM.totalMismatch('total quantity', String(cart.totalQuantity)));
  }
  if (sent.total_points !== undefined && sent.total_points !== cart.totalPoints) {
    throw invalid('total_points', OM.totalMismatch('total points', String(cart.totalPoints)));
  }
}
