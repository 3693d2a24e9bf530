import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import type { PaymentsService } from './payments.service';

export function paymentsHandlers(payments: PaymentsService, db: Database): HandlerMap {
  return {
    initiatePayment: async ({ body, auth }) => ({
      message: 'Payment initialized',
      data: await payments.initiate(signedIn(auth).id, body),
    }),
    initiatePaymentCompat: async ({ body, auth }) => ({
      message: 'Payment initialized',
      data: await payments.initiate(signedIn(auth).id, body),
    }),
    verifyPayment: async ({ body, auth }) => {
      const result = await payments.verify(signedIn(auth).id, body.reference);
      const ok = result.status === 'approved';
      return {
        success: ok,
        message: ok ? 'Payment Verified successfully' : 'Unable to verify payment',
        data: result,
      };
    },
    payWithWallet: async ({ body, auth }) => ({
      message: 'Payment successful',
      data: await payments.payWithWallet(signedIn(auth).id, body),
    }),
    listStockistUpgradeHistory: async ({ params, query }) => ({
      message: 'Stockist upgrade history',
      data: await payments.stockistUpgradeHistory(params.id, query),
    }),
    listUserUpgradeHistory: async ({ params, query, auth }) => {
      const member = await memberForCaller(db, signedIn(auth), params.uuid);
      return { message: 'Upgrade history', data: await payments.upgradeHistory(member.id, query) };
    },
  };
}

export type TransferEventHandler = (
  reference: string,
  status: 'success' | 'failed' | 'reversed',
  reason?: string,
) => Promise<unknown>;

/**
 * POST /webhooks/paystack. The signature was checked on the raw bytes before parsing (see
 * contract/register.ts). Each event is stored once per (event, reference, status) and applied
 * idempotently; every signed event answers 200 so the provider stops retrying, and an event
 * whose processing failed is retried by the payments sweep.
 */
export function webhookHandlers(
  payments: PaymentsService,
  onTransfer: () => TransferEventHandler | null,
): HandlerMap {
  return {
    handlePaystackWebhook: async ({ body, req }) => {
      const event = body as unknown as { event: string; data: Record<string, unknown> };
      const stored = await payments.handleWebhook('paystack', event);
      if (!stored.duplicate) {
        try {
          await processWebhookEvent(payments, onTransfer(), event);
          await payments.markWebhookProcessed(stored.id!);
        } catch (error) {
          req.log.error(
            { err: error, event: event.event },
            'webhook processing failed; the sweep retries it',
          );
        }
      }
      return { message: 'Received', data: null as never };
    },
  };
}

export async function processWebhookEvent(
  payments: PaymentsService,
  onTransfer: TransferEventHandler | null,
  event: { event: string; data: Record<string, unknown> },
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
  const run = async () => {
    try {
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
    } catch (error) {
      app.log.error({ err: error }, 'payment sweep failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
