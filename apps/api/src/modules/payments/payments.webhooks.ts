import type { PaymentRow } from './pipelines';
import type { VerifyResult } from './providers';
import type { PaymentsRepository } from './payments.repository';

export interface WebhookEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Settles a payout from the provider's transfer event (the withdrawals module's settlement). */
export type TransferEventHandler = (
  reference: string,
  status: 'success' | 'failed' | 'reversed',
  reason?: string,
) => Promise<unknown>;

/**
 * The provider's signed events: each stored once per (event, reference, status), then applied
 * idempotently; those whose processing failed are found again by the payments sweep.
 */
export function createWebhooks(deps: {
  repo: PaymentsRepository;
  now: () => Date;
  /** Applies the provider's answer for a reference (the payments service's confirm). */
  confirm: (reference: string, truth: VerifyResult) => Promise<PaymentRow | undefined>;
}) {
  const { repo, now, confirm } = deps;
  return {
    /**
     * A signed provider event: stored once per event key, then applied idempotently. A
     * redelivery of an event already applied is a duplicate; one stored but not applied yet (a
     * crash cut its processing off) is applied now rather than left to the sweep, so the
     * provider's retry, or the member's, completes it at once.
     */
    async handleWebhook(providerSlug: 'paystack', event: WebhookEvent) {
      const data = event.data ?? {};
      const reference = typeof data.reference === 'string' ? data.reference : '';
      const status = typeof data.status === 'string' ? data.status : '';
      const eventKey = `${event.event}:${reference}:${status}`;
      const stored = await repo.storeWebhook({
        provider: providerSlug,
        event_key: eventKey,
        event: event.event,
        payload: JSON.stringify(event),
      });
      if (stored) return { duplicate: false, id: stored.id, reference, data };
      const earlier = await repo.findWebhook(providerSlug, eventKey);
      if (earlier && earlier.processed_at === null)
        return { duplicate: false, id: earlier.id, reference, data };
      return { duplicate: true };
    },

    /** Stored webhook events not processed a minute after they arrived (oldest first). */
    async unprocessedWebhooks() {
      const rows = await repo.unprocessedWebhooks();
      return rows.map((r) => ({ id: r.id, payload: r.payload as unknown as WebhookEvent }));
    },

    async markWebhookProcessed(id: number) {
      await repo.markWebhookProcessed(id, now());
    },

    /** charge.success from a signed webhook: the same checks as verify, on the event's data. */
    async confirmCharge(data: Record<string, unknown>) {
      const reference = String(data.reference ?? '');
      const requested = typeof data.requested_amount === 'number' ? data.requested_amount : undefined;
      const amount = typeof data.amount === 'number' ? data.amount : -1;
      return confirm(reference, {
        status: data.status === 'success' ? 'success' : 'unknown',
        amountKobo: requested ?? amount,
        currency: String(data.currency ?? ''),
        reference,
        paidAt: typeof data.paid_at === 'string' ? new Date(data.paid_at) : null,
        channel: typeof data.channel === 'string' ? data.channel : null,
      });
    },
  };
}

/** Applies one stored event: a charge confirms its payment, a transfer event settles its payout. */
export async function processWebhookEvent(
  payments: { confirmCharge(data: Record<string, unknown>): Promise<unknown> },
  onTransfer: TransferEventHandler | null,
  event: WebhookEvent,
): Promise<void> {
  const data = event.data ?? {};
  switch (event.event) {
    case 'charge.success':
      await payments.confirmCharge(data);
      return;
    case 'transfer.success':
    case 'transfer.failed':
    case 'transfer.reversed': {
      if (!onTransfer) throw new Error('No payout settlement is wired');
      const status = event.event.slice('transfer.'.length) as 'success' | 'failed' | 'reversed';
      const reason = typeof data.reason === 'string' ? data.reason : undefined;
      await onTransfer(String(data.reference ?? ''), status, reason);
      return;
    }
    default:
      return;
  }
}
