import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import type { PaymentsService } from './payments.service';
import { processWebhookEvent, type TransferEventHandler, type WebhookEvent } from './payments.webhooks';

/** HTTP only: each payment operation delegates in one call to the payments service. */
export function paymentsHandlers(payments: PaymentsService): HandlerMap {
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
    listHeldPayments: async ({ query }) => ({
      message: 'Payments held for review',
      data: await payments.listHeld(query),
    }),
    resolveHeldPayment: async ({ params, body, auth, req }) => ({
      message: body.action === 'apply' ? 'Payment applied' : 'Payment refunded',
      data: await payments.resolveHeld(signedIn(auth), params.id, body.action, body.reason, req.ip),
    }),
    listUserUpgradeHistory: async ({ params, query, auth }) => ({
      message: 'Upgrade history',
      data: await payments.upgradeHistory(signedIn(auth), params.uuid, query),
    }),
  };
}

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
      const event = body as unknown as WebhookEvent;
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
