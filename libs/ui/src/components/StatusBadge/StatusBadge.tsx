import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/Badge.styles';

export interface StatusBadgeProps {
  /** A status value from the API, e.g. approved, processing, pending, declined. */
  status: string | null | undefined;
  /** Overrides the shown text (the tone still follows `status`). */
  label?: string;
}

const normalise = (status: string | null | undefined) => (status ?? '').trim().toLowerCase();

/**
 * approved → success, processing → info, pending → warning, anything else → danger
 * (docs/screens/member.md#statuses, docs/screens/stockist.md#states,
 * docs/screens/back-office.md#approvals-and-states).
 */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (normalise(status)) {
    case 'approved':
      return 'success';
    case 'processing':
      return 'info';
    case 'pending':
      return 'warning';
    default:
      return 'danger';
  }
}

/** "Pending Request" for pending; otherwise the value with its first letter capitalised. */
export function statusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (normalise(value) === 'pending') return 'Pending Request';
  if (!value) return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The status badge of claims, withdrawals, purchases, orders and requests. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return <Badge tone={statusTone(status)}>{label ?? statusLabel(status)}</Badge>;
}
