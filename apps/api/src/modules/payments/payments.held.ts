import { koboToNaira } from '@kola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { writeAudit } from '../../lib/audit';
import { AppError, invalid, notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { postTransaction } from '../ledger/ledger.repository';
import { loadPlan } from '../plan/plan.repository';
import { applyPayment, type PaymentRow } from './pipelines';
import { ProviderError, type Providers, type RefundResult, type VerifyResult } from './providers';
import type { PaymentsRepository } from './payments.repository';

/**
 * How long one administrator's resolution of a held payment excludes the others. Far longer than
 * any provider call (their timeouts are seconds), so a lease never runs out under a live call.
 */
export const RESOLUTION_LEASE_MS = 10 * 60_000;

export type HeldAction = 'apply' | 'refund';

type HeldRow = PaymentRow & {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
};

function heldView(p: HeldRow) {
  return {
    id: p.id,
    reference: p.reference,
    status: p.status as 'review' | 'approved' | 'refunded',
    purpose: p.purpose,
    txn_source: p.txn_source,
    provider: p.provider,
    expected_amount: koboToNaira(p.amount_kobo),
    expected_currency: p.currency,
    received_amount: p.received_amount_kobo === null ? null : koboToNaira(p.received_amount_kobo),
    received_currency: p.received_currency,
    reason: p.failure_reason,
    member: {
      id: p.user_id,
      uuid: p.uuid,
      username: p.username,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
    },
    created_at: p.created_at.toISOString(),
    resolution: p.resolution,
    resolved_at: p.resolved_at ? p.resolved_at.toISOString() : null,
  };
}

/** A refusal that means the transaction is already refunded at the provider (Paystack's words). */
const ALREADY_REFUNDED = /fully reversed|already (been )?refunded/i;

/**
 * Card payments held for review (docs/payments.md#review-of-mismatches) and their way out: an
 * administrator applies one (its pipeline runs once with what was received) or refunds it through
 * its provider. One administrator at a time holds a payment's resolution lease; both outcomes are
 * audited with the administrator's reason.
 */
export function createHeldPayments(deps: {
  db: Database;
  repo: PaymentsRepository;
  providers: Providers;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, repo, providers, log, now } = deps;

  const notHeld = () =>
    new AppError(409, 'This payment is not held for review (or another administrator is resolving it).');

  async function apply(admin: Auth, held: PaymentRow, until: Date, reason: string, ip: string | null) {
    const provider = providers.bySlug(held.provider ?? '');
    if (!provider) throw new AppError(503, 'The payment provider of this payment is not configured.');
    let truth: VerifyResult;
    try {
      truth = await provider.verify(held.reference);
    } catch (error) {
      log.warn({ err: error, reference: held.reference }, 'verifying a held payment failed');
      throw new AppError(
        502,
        'The payment provider did not confirm the payment; it stays held. Try again later.',
      );
    }
    if (truth.status !== 'success' || truth.reference !== held.reference) {
      throw invalid(
        'action',
        `The provider no longer reports this payment as paid (${truth.status}); it cannot be applied.`,
      );
    }
    if (truth.currency !== held.currency) {
      throw invalid(
        'action',
        `The payment was received in ${truth.currency || 'another currency'}, not ${held.currency}; only a refund can resolve it.`,
      );
    }
    if (truth.amountKobo < held.amount_kobo) {
      throw invalid(
        'action',
        `The amount received (₦${koboToNaira(truth.amountKobo)}) does not cover the price (₦${koboToNaira(held.amount_kobo)}); refund it instead.`,
      );
    }
    await inTransaction(db, async (tx) => {
      await repo.lockRevenue(tx);
      const at = now();
      const claimed = await repo.settleHeld(
        held.id,
        until,
        {
          status: 'approved',
          approved_at: at,
          provider_status: 'success',
          received_amount_kobo: truth.amountKobo,
          received_currency: truth.currency,
          resolution: 'applied',
          resolution_note: reason,
          resolved_at: at,
          resolved_by: admin.id,
        },
        tx,
      );
      if (!claimed) throw notHeld();
      // What was received is what the ledger records (an excess stays with the company).
      await postTransaction(tx, {
        idempotencyKey: `payment:${held.reference}`,
        kind: 'payment',
        causeType: 'payment',
        causeRef: held.reference,
        description: `Card payment: ${claimed.purpose} (applied after review)`,
        lines: [
          { account: { company: 'payments_clearing' }, amountKobo: -truth.amountKobo, kind: 'payment' },
          { account: { company: 'revenue' }, amountKobo: truth.amountKobo, kind: 'payment' },
        ],
      });
      const outcome = await applyPayment(tx, claimed, await loadPlan(tx), at);
      // Rolled back whole: the payment stays held and nothing is posted.
      if (!outcome.applied) throw new AppError(409, `The payment cannot be applied: ${outcome.reason}`);
      await writeAudit(tx, {
        actor_type: 'admin',
        actor_id: admin.id,
        action: 'payment.held.apply',
        target_type: 'payment',
        target_id: String(held.id),
        before: auditState(held),
        after: { ...auditState(claimed), reason },
        ip,
      });
    });
  }

  async function refund(admin: Auth, held: PaymentRow, until: Date, reason: string, ip: string | null) {
    const provider = providers.bySlug(held.provider ?? '');
    if (!provider) throw new AppError(503, 'The payment provider of this payment is not configured.');
    let answer: RefundResult | null = null;
    try {
      answer = await provider.refund({ reference: held.reference, merchantNote: reason });
    } catch (error) {
      const alreadyRefunded = error instanceof ProviderError && ALREADY_REFUNDED.test(error.message);
      if (!alreadyRefunded) {
        log.warn({ err: error, reference: held.reference }, 'refunding a held payment failed');
        // A refused refund changed nothing at the provider: the payment may be resolved again
        // now. An unanswered one keeps the lease until it runs out, so nobody applies money that
        // may be on its way back; a second refund is refused by the provider.
        if (error instanceof ProviderError && !error.retryable)
          await repo.releaseResolutionLease(held.id, until);
        throw new AppError(
          502,
          `The payment provider did not refund the payment: ${error instanceof Error ? error.message : 'no answer'}. It stays held.`,
        );
      }
    }
    if (answer && (answer.status === 'failed' || answer.status === 'unknown')) {
      await repo.releaseResolutionLease(held.id, until);
      throw new AppError(
        502,
        `The payment provider did not refund the payment (${answer.status}). It stays held.`,
      );
    }
    await inTransaction(db, async (tx) => {
      const at = now();
      const settled = await repo.settleHeld(
        held.id,
        until,
        {
          status: 'refunded',
          provider_status: answer ? `refund ${answer.status}` : 'refund (already refunded)',
          resolution: 'refunded',
          resolution_note: reason,
          resolved_at: at,
          resolved_by: admin.id,
        },
        tx,
      );
      if (!settled) {
        log.error({ reference: held.reference }, 'a held payment was refunded but its lease was lost');
        throw notHeld();
      }
      // No ledger movement: a held payment was never posted, so nothing entered a wallet.
      await writeAudit(tx, {
        actor_type: 'admin',
        actor_id: admin.id,
        action: 'payment.held.refund',
        target_type: 'payment',
        target_id: String(held.id),
        before: auditState(held),
        after: { ...auditState(settled), reason, refund: answer ?? 'already refunded' },
        ip,
      });
    });
  }

  return {
    /** GET /payments/held: card payments held for review, newest first. */
    listHeld(page: PageQuery) {
      return paginate(repo.heldPayments(), page, (p) => heldView(p as HeldRow));
    },

    /** PATCH /payments/{id}/resolve: apply or refund a held payment (admins; audited). */
    async resolveHeld(admin: Auth, id: number, action: HeldAction, reason: string, ip: string | null) {
      const note = reason.trim();
      if (note.length < 3) throw invalid('reason', 'Give a reason of at least 3 characters.');
      const existing = await repo.heldPayment(id);
      if (!existing) throw notFound('Payment not found.');
      const until = new Date(now().getTime() + RESOLUTION_LEASE_MS);
      const held = await repo.takeResolutionLease(id, admin.id, until);
      if (!held) throw notHeld();
      try {
        if (action === 'apply') await apply(admin, held, until, note, ip);
        else await refund(admin, held, until, note, ip);
      } catch (error) {
        // Apply changed nothing at the provider: give the lease back so it can be resolved again.
        if (action === 'apply') await repo.releaseResolutionLease(id, until);
        throw error;
      }
      return heldView((await repo.heldPayment(id)) as HeldRow);
    },
  };
}

function auditState(p: PaymentRow) {
  return {
    reference: p.reference,
    status: p.status,
    expected_kobo: p.amount_kobo,
    expected_currency: p.currency,
    received_kobo: p.received_amount_kobo,
    received_currency: p.received_currency,
    hold_reason: p.failure_reason,
    resolution: p.resolution,
  };
}
