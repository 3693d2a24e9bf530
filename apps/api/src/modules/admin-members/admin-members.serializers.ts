import { koboToNaira } from '@kola/domain';
import type { PaymentStatus } from '../../db/types.money';

export interface PackagePaymentRow {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  username: string;
  package_name: string | null;
  package_id: number | null;
  amount_kobo: number;
  received_amount_kobo: number | null;
  purpose: string;
  channel: string;
  status: PaymentStatus;
  provider_status: string | null;
  reference: string;
  created_at: Date;
}

/**
 * A payment's state as Registration History shows it (docs/screens/back-office.md#registration-history):
 * held for review is pending (an administrator still decides), refunded is failed, and an
 * initialized payment the provider reported abandoned is abandoned.
 */
function packagePaymentStatus(row: Pick<PackagePaymentRow, 'status' | 'provider_status'>) {
  switch (row.status) {
    case 'approved':
      return 'approved' as const;
    case 'review':
      return 'pending' as const;
    case 'failed':
    case 'refunded':
      return 'failed' as const;
    case 'abandoned':
      return 'abandoned' as const;
    default:
      return row.provider_status === 'abandoned' ? ('abandoned' as const) : ('initialized' as const);
  }
}

/** The contract's PackagePayment; the amount is what was paid (what was received, for an applied held payment). */
export function toPackagePayment(row: PackagePaymentRow) {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    name: row.package_name ?? '',
    ...(row.package_id === null ? {} : { package_id: row.package_id }),
    amount: koboToNaira(Number(row.received_amount_kobo ?? row.amount_kobo)),
    is_upgrade: row.purpose === 'upgrade' ? (1 as const) : (0 as const),
    channel: row.channel === 'wallet' ? ('wallet' as const) : ('card' as const),
    status: packagePaymentStatus(row),
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}
