import { koboFromDb, koboToNaira } from '@kola/domain';
import type { StockistPackageRow, StockistUpgradeRow, StockistViewRow } from './stockists.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The contract's StockistState: the stored state in lower case (lagos, oyo). */
export const stockistState = (state: string) => state.toLowerCase() as 'lagos' | 'oyo';

/** What any member may see of an approved store: where it is and how to reach it. */
export function toPublicStockist(row: StockistViewRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    store_name: row.store_name,
    store_address: row.store_address,
    store_state: stockistState(row.store_state),
    store_phone: row.store_phone,
    stockist_package_id: row.stockist_package_id,
    stockist_package_name: row.stockist_package_name,
    stockist_status: row.status,
    stockist_created_at: iso(row.created_at),
  };
}

/** The whole record, for its owner and administrators. */
export function toFullStockist(row: StockistViewRow) {
  return {
    ...toPublicStockist(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    stockist_package_value: koboToNaira(koboFromDb(row.stockist_package_value_kobo)),
    package_id: row.package_id,
    package_name: row.package_name,
    referrer: row.referrer,
    is_stockist: row.is_stockist ? (1 as const) : (0 as const),
    ...(row.payment_id === null ? {} : { payment_id: row.payment_id }),
    payment_receipt: row.payment_receipt,
    payment_status: row.status,
    payment_date: isoOrNull(row.payment_date),
  };
}

/** The contract's StockistPackage: money in naira, the rebate as a percentage. */
export function toStockistPackage(row: StockistPackageRow) {
  return {
    id: row.id,
    name: row.name,
    registration_value: koboToNaira(koboFromDb(row.registration_value_kobo)),
    point_value: Number(row.point_value),
    pickup_amount: koboToNaira(koboFromDb(row.pickup_amount_kobo)),
    sales_bonus_percentage: Number(row.sales_bonus_percentage),
    // `value` is the card's figure when one was set (naira), the registration value otherwise.
    value: /^\d+(\.\d{1,2})?$/.test(row.value.trim())
      ? Number(row.value.trim())
      : koboToNaira(koboFromDb(row.registration_value_kobo)),
  };
}

/** The contract's StockistPackageSummary. */
export function toStockistPackageSummary(row: StockistPackageRow) {
  return {
    id: row.id,
    name: row.name,
    registration_value: koboToNaira(koboFromDb(row.registration_value_kobo)),
    pickup_amount: koboToNaira(koboFromDb(row.pickup_amount_kobo)),
  };
}

/** The contract's StockistUpgrade. */
export function toStockistUpgrade(row: StockistUpgradeRow) {
  return {
    payment_id: row.payment_id ?? 0,
    stockist_id: row.stockist_id,
    uuid: row.uuid,
    username: row.username,
    store_name: row.store_name,
    previous_package_name: row.previous_package_name,
    stockist_package_id: row.new_package_id,
    stockist_package_name: row.new_package_name,
    amount: koboToNaira(koboFromDb(row.amount_kobo)),
    payment_receipt: row.payment_receipt,
    status: row.status,
    created_at: iso(row.created_at),
  };
}
