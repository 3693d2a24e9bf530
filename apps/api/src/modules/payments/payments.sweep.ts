import type { FastifyInstance } from 'fastify';
import { exclusively, LOCKS } from '../../lib/exclusive';
import { repeatWhileUp } from '../../lib/repeat';
import type { PaymentsService } from './payments.service';
import { processWebhookEvent, type TransferEventHandler } from './payments.webhooks';

/**
 * Every few minutes: webhook events whose processing failed are processed again, and card
 * payments still initialized after ten minutes are verified with their provider (a customer
 * who paid and closed the tab before the verify call still gets their activation).
 */
export function schedulePaymentSweep(
  app: FastifyInstance,
  payments: PaymentsService,
  onTransfer: () => TransferEventHandler | null,
  everyMs = 5 * 60 * 1000,
): void {
  // One server at a time (the others skip the round).
  repeatWhileUp(app, { everyMs, failure: 'payment sweep failed' }, () =>
    exclusively(app.database, LOCKS.paymentSweep, () => sweep()).then(() => undefined),
  );

  async function sweep() {
    for (const event of await payments.unprocessedWebhooks()) {
      try {
        await processWebhookEvent(payments, onTransfer(), event.payload);
        await payments.markWebhookProcessed(event.id);
      } catch (error) {
        app.log.warn({ err: error, id: event.id }, 'webhook event still failing; will retry');
      }
    }
    const count = await payments.reconcilePending(10);
    if (count > 0) app.log.info({ count }, 'reconciled initialized payments');
  }
}
