import { koboToNaira } from '@kola/domain';
import type { PaymentRow } from './pipelines';

function verifyStatus(payment: PaymentRow): 'approved' | 'pending' | 'failed' | 'abandoned' {
  if (payment.status === 'approved') return 'approved';
  // Held for review or refunded (docs/payments.md#review-of-mismatches): not paid, as the member sees it.
  if (payment.status === 'failed' || payment.status === 'review' || payment.status === 'refunded')
    return 'failed';
  if (payment.provider_status === 'abandoned') return 'abandoned';
  return 'pending';
}

/** The contract's answer to a verify: the payment as the member sees it. */
export function verifyAnswer(payment: PaymentRow) {
  return {
    reference: payment.reference,
    status: verifyStatus(payment),
    amount: koboToNaira(payment.amount_kobo),
    txn_source:
      payment.txn_source === 'stockist_registration' ? ('stockist_upgrade' as const) : payment.txn_source,
    paid_at: payment.approved_at ? payment.approved_at.toISOString() : null,
  };
}
