import { randomBytes } from 'node:crypto';
import { koboToNaira } from '@kola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { PaymentPurpose } from '../../db/types.money';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  InsufficientFundsError,
  lockWallet,
  postTransaction,
  walletBalance,
} from '../ledger/ledger.repository';
import { loadPlan } from '../plan/plan.repository';
import { applyPayment, type PaymentRow } from './pipelines';
import { resolveProvider, type Providers, type VerifyResult } from './providers';
import { createHeldPayments } from './payments.held';
import { createPaymentHistory } from './payments.history';
import { checkAmount, createPricing, type InitiateBody } from './payments.pricing';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
import { verifyAnswer } from './payments.serializers';
import { createWebhooks } from './payments.webhooks';

export function newReference(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

export interface PaymentsServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providers: Providers;
  log: FastifyBaseLogger;
  now?: () => Date;
  repo?: PaymentsRepository;
}

/**
 * Money in: a card payment through a provider (initiate, verify, confirm once, reconcile) or a
 * payment from the wallet, each approved payment run through its pipeline exactly once. Pricing
 * is payments.pricing, the provider's events payments.webhooks and the histories
 * payments.history; this service answers for all of them.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, providers, log } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = deps.repo ?? createPaymentsRepository(db);
  const { price } = createPricing({ db, repo });

  function callbackUrl(purpose: PaymentPurpose): string {
    const base = deps.config.publicUrl.replace(/\/$/, '');
    return purpose === 'registration' ? `${base}/welcome` : `${base}/user/profile`;
  }

  /**
   * Applies the provider's answer for a reference: approves and runs the pipeline exactly once
   * when the provider says success for the expected amount in NGN; otherwise records why not.
   */
  async function confirm(reference: string, truth: VerifyResult): Promise<PaymentRow | undefined> {
    const payment = await repo.findByReference(reference);
    if (!payment || payment.status !== 'initialized') return payment;
    if (truth.status !== 'success') {
      if (truth.status === 'failed' || truth.status === 'reversed') {
        await repo.updateInitialized(reference, { status: 'failed', provider_status: truth.status });
      } else {
        await repo.updateInitialized(reference, { provider_status: truth.status });
      }
      return repo.findByReference(reference);
    }
    const mismatch =
      truth.reference !== reference
        ? `reference ${truth.reference}`
        : truth.currency !== payment.currency
          ? `currency ${truth.currency}`
          : truth.amountKobo !== payment.amount_kobo
            ? `amount ${truth.amountKobo} kobo instead of ${payment.amount_kobo}`
            : null;
    if (mismatch) {
      log.warn({ reference, mismatch }, 'payment reported successful but does not match; held for review');
      await repo.updateInitialized(reference, {
        status: 'review',
        provider_status: truth.status,
        failure_reason: `Provider reported ${mismatch}.`,
        received_amount_kobo: truth.amountKobo,
        received_currency: truth.currency,
      });
      return repo.findByReference(reference);
    }
    await inTransaction(db, async (tx) => {
      await repo.lockRevenue(tx);
      const at = now();
      const claimed = await repo.claimApproval(reference, at, tx);
      if (!claimed) return; // applied by a concurrent verify or webhook
      await postTransaction(tx, {
        idempotencyKey: `payment:${reference}`,
        kind: 'payment',
        causeType: 'payment',
        causeRef: reference,
        description: `Card payment: ${claimed.purpose}`,
        lines: [
          { account: { company: 'payments_clearing' }, amountKobo: -claimed.amount_kobo, kind: 'payment' },
          { account: { company: 'revenue' }, amountKobo: claimed.amount_kobo, kind: 'payment' },
        ],
      });
      const outcome = await applyPayment(tx, claimed, await loadPlan(tx), at);
      if (!outcome.applied) {
        log.warn({ reference, reason: outcome.reason }, 'payment received but its purpose no longer applies');
        await repo.holdForReview(claimed.id, outcome.reason, tx);
      }
    });
    return repo.findByReference(reference);
  }

  return {
    price,

    async initiate(userId: number, body: InitiateBody) {
      const priced = await price(userId, body);
      checkAmount(body, priced);
      const user = await repo.emailOf(userId);
      const provider = await resolveProvider(db, providers, 'payment');
      const reference = newReference('kp');
      await repo.insert({
        reference,
        user_id: userId,
        txn_source: priced.txnSource,
        purpose: priced.purpose,
        channel: 'card',
        provider: provider.slug,
        amount_kobo: priced.amountKobo,
        target: JSON.stringify(priced.target),
      });
      // The payment row exists before the provider is called; no transaction is open now.
      const started = await provider.initialize({
        reference,
        amountKobo: priced.amountKobo,
        email: user.email,
        callbackUrl: callbackUrl(priced.purpose),
        metadata: { purpose: priced.purpose, description: priced.description },
      });
      await repo.setCheckout(reference, started);
      return { authorization_url: started.authorizationUrl, reference, access_code: started.accessCode };
    },

    /** POST /payments/verify: the caller must own the reference. */
    async verify(userId: number, reference: string) {
      const payment = await repo.findByReference(reference);
      if (!payment || payment.user_id !== userId) throw notFound('Payment not found.');
      if (payment.status !== 'initialized') return verifyAnswer(payment);
      const provider = providers.bySlug(payment.provider ?? '');
      if (!provider) throw new AppError(503, 'The payment provider of this payment is not configured.');
      const truth = await provider.verify(reference);
      const after = await confirm(reference, truth);
      return verifyAnswer(after ?? payment);
    },

    confirm,

    ...createWebhooks({ repo, now, confirm }),

    /** PATCH /withdrawals/pay-with-wallet: the same pipelines, paid from the wallet at once. */
    async payWithWallet(userId: number, body: InitiateBody) {
      const priced = await price(userId, body);
      checkAmount(body, priced);
      const reference = newReference('kw');
      try {
        return await inTransaction(db, async (tx) => {
          await repo.lockRevenue(tx);
          const balance = await lockWallet(tx, userId);
          if (balance < priced.amountKobo) {
            throw invalid('amount', 'Your wallet balance is not enough for this payment.');
          }
          const at = now();
          const payment = await repo.insert(
            {
              reference,
              user_id: userId,
              txn_source: priced.txnSource,
              purpose: priced.purpose,
              channel: 'wallet',
              provider: null,
              amount_kobo: priced.amountKobo,
              status: 'approved',
              approved_at: at,
              target: JSON.stringify(priced.target),
            },
            tx,
          );
          await postTransaction(tx, {
            idempotencyKey: `payment:${reference}`,
            kind: 'wallet_payment',
            causeType: 'payment',
            causeRef: reference,
            description: `Wallet payment: ${priced.description}`,
            lines: [
              { account: { company: 'revenue' }, amountKobo: priced.amountKobo, kind: 'wallet_payment' },
              {
                account: { userId },
                amountKobo: -priced.amountKobo,
                kind: 'wallet_payment',
                explanation: { purpose: priced.purpose },
              },
            ],
          });
          const outcome = await applyPayment(tx, payment, await loadPlan(tx), at);
          if (!outcome.applied) throw new AppError(409, outcome.reason);
          const orderId = outcome.orderId ?? null;
          return {
            reference,
            amount: koboToNaira(priced.amountKobo),
            wallet_balance: koboToNaira(await walletBalance(tx, userId)),
            order_id: orderId,
          };
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw invalid('amount', 'Your wallet balance is not enough for this payment.');
        }
        throw error;
      }
    },

    ...createPaymentHistory({ db, repo }),

    ...createHeldPayments({ db, repo, providers, log, now }),

    /** Payments left initialized: re-verified with their provider (the reconciler). */
    async reconcilePending(olderThanMinutes = 10) {
      const stale = await repo.staleCardPayments(olderThanMinutes);
      for (const p of stale) {
        const provider = providers.bySlug(p.provider ?? '');
        if (!provider) continue;
        try {
          await confirm(p.reference, await provider.verify(p.reference));
        } catch (error) {
          log.warn({ err: error, reference: p.reference }, 'reconciling a payment failed; will retry');
        }
      }
      return stale.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
