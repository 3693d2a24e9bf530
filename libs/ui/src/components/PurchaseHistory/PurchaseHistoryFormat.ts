/** Formatting shared by the commerce tables (dates in Lagos time, states, payment modes). */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "Mar 10, 2026"; an unreadable value is shown as it came. */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** "March 2026" (the month of a rebate earning, from created_at). */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : monthFormat.format(date);
}

/** lagos → Lagos, oyo → Oyo. */
export function storeStateLabel(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/**
 * docs/screens/stockist.md#stockist-record: Debit Card when no receipt was uploaded, Manual Upload otherwise.
 */
export function paymentModeLabel(paymentReceipt: string | null | undefined): 'Debit Card' | 'Manual Upload' {
  return paymentReceipt ? 'Manual Upload' : 'Debit Card';
}
