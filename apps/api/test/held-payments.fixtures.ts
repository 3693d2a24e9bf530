import { initiate, packagePrice } from './money';
import type { TestServer } from './helper';

/**
 * A registration the provider reports as paid but with another amount or currency than the
 * price: the sandbox's record is changed before the payment is decided, and the member's verify
 * holds it for review (docs/payments.md#review-of-mismatches). Returns the reference.
 */
export async function heldAtProvider(
  server: TestServer,
  token: string,
  packageId: number,
  received: { amountKobo?: number; currency?: string },
): Promise<string> {
  const db = server.app.database.db;
  const amount = await packagePrice(db, packageId);
  const { reference } = await initiate(server.http, token, {
    amount,
    txn_source: 'package_payment',
    is_upgrade: 0,
  });
  await db
    .updateTable('sandbox_transactions')
    .set({
      ...(received.amountKobo !== undefined ? { amount_kobo: received.amountKobo } : {}),
      ...(received.currency !== undefined ? { currency: received.currency } : {}),
    })
    .where('reference', '=', reference)
    .execute();
  // Decided without the checkout page's hook, so only the verify below applies it.
  await server.app.paymentProviders.sandbox.decide(reference, 'success');
  const verified = await server.http('POST', '/api/payments/verify', { token, body: { reference } });
  if (verified.body.data?.status !== 'failed') throw new Error(`not held: ${JSON.stringify(verified.body)}`);
  return reference;
}
