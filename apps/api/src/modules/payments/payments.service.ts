import { randomBytes } from 'node:crypto';
import { koboFromDb, koboToNaira, nairaToKobo, packageDifference, stockistUpgradeFee } from '@kola/domain';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { operations } from '@kola/api/schema';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, invalid, notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import {
  InsufficientFundsError,
  lockWallet,
  postTransaction,
  type Executor,
} from '../ledger/ledger.repository';
import { loadPlan, planPackage } from '../plan/plan.repository';
import { applyPayment, type CartTarget, type PackageTarget, type PaymentRow } from './pipelines';
import { resolveProvider, type Providers, type VerifyResult } from './providers';
import type { PaymentPurpose, TxnSource } from '../../db/types.money';

type InitiateBody = operations['initiatePayment']['requestBody']['content']['application/json'];

export interface Priced {
  purpose: PaymentPurpose;
  txnSource: TxnSource;
  amountKobo: number;
  target: Record<string, unknown>;
  description: string;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `fn` in a transaction, retrying serialization failures and deadlocks a few times. */
export async function inTransaction<T>(db: Database, fn: (tx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (!code || !RETRYABLE.has(code) || attempt >= 4) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Every money-in transaction takes the company's revenue and then bonus-expense locks before
 * any wallet. The scheduled runs and the award bonus take bonus expense before wallets too, so
 * every path locks in one order (revenue, bonus expense, wallets by id) and none can deadlock.
 */
async function lockRevenue(tx: Executor): Promise<void> {
  await tx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', 'in', ['company:revenue', 'company:bonus_expense'])
    .orderBy('code', 'desc')
    .forUpdate()
    .execute();
}

export function newReference(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

export interface PaymentsServiceDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providers: Providers;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, providers, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The server's price for what the body asks to pay (04 §7): never the client's amount. */
  async function price(userId: number, body: InitiateBody): Promise<Priced> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'reg_package_id', 'package_id', 'status', 'payment_status'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const plan = await loadPlan(db);
    if (body.txn_source === 'package_payment') {
      const packageId = body.meta_data?.package_id;
      if (!body.is_upgrade) {
        if (user.payment_status === 'approved') throw new AppError(409, 'Your registration is already paid.');
        if (user.status === 'expired') throw new AppError(409, 'This registration has expired.');
        if (packageId !== undefined && packageId !== user.reg_package_id) {
          throw invalid('meta_data.package_id', 'The package must be your registration package.');
        }
        const pkg = planPackage(plan, user.reg_package_id);
        return {
          purpose: 'registration',
          txnSource: 'package_payment',
          amountKobo: pkg.registrationValueKobo,
          target: { package_id: pkg.id } satisfies PackageTarget,
          description: `${pkg.name} package registration`,
        };
      }
      if (user.status !== 'active' || user.payment_status !== 'approved') {
        throw new AppError(409, 'Only an active member can upgrade.');
      }
      if (packageId === undefined) throw invalid('meta_data.package_id', 'Select a package for upgrade');
      const to = plan.packages.get(packageId);
      if (!to) throw invalid('meta_data.package_id', 'The selected package does not exist.');
      const from = planPackage(plan, user.package_id);
      const difference = packageDifference(from, to);
      if (!difference.ok) throw new AppError(409, 'You can only upgrade to a higher package.');
      return {
        purpose: 'upgrade',
        txnSource: 'package_payment',
        amountKobo: difference.priceKobo,
        target: { package_id: to.id, from_package_id: from.id } satisfies PackageTarget,
        description: `Upgrade from ${from.name} to ${to.name}`,
      };
    }
    if (body.txn_source === 'member_product_purchase' || body.txn_source === 'stockist_product_purchase') {
      return priceCart(user, body);
    }
    return priceStockistUpgrade(user.id, body);
  }

  /** A cart at the server's product prices: a member's repurchase or a stockist's re-stock. */
  async function priceCart(
    user: { id: number; status: string; payment_status: string },
    body: InitiateBody,
  ): Promise<Priced> {
    const restock = body.txn_source === 'stockist_product_purchase';
    const wanted = restock ? 're-stock' : 'repurchase_pickup';
    if (body.pickup_type !== wanted) throw invalid('pickup_type', 'Order type not selected');
    if (user.status !== 'active' || user.payment_status !== 'approved') {
      throw new AppError(409, 'Only an active member can buy products.');
    }
    const lines = body.products ?? [];
    if (lines.length === 0) throw invalid('products', 'There are no selected products');
    if (body.stockist_id === undefined) throw invalid('stockist_id', 'Select a stockist.');
    const stockist = await db
      .selectFrom('stockists')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', body.stockist_id)
      .executeTakeFirst();
    if (!stockist || stockist.status !== 'approved')
      throw invalid('stockist_id', 'Select an approved stockist.');
    if (restock && stockist.user_id !== user.id)
      throw new AppError(409, 'You can only buy stock for your own store.');
    const ids = [...new Set(lines.map((l) => l.id))];
    const products = new Map(
      (
        await db
          .selectFrom('products')
          .select(['id', 'worth_kobo', 'points', 'is_active'])
          .where('id', 'in', ids)
          .execute()
      ).map((p) => [p.id, p]),
    );
    const priced = lines.map((l, i) => {
      const product = products.get(l.id);
      if (!product || !product.is_active) throw invalid(`products.${i}.id`, 'This product is not available.');
      return {
        product_id: l.id,
        quantity: l.qty,
        unit_price_kobo: product.worth_kobo,
        unit_points: product.points,
      };
    });
    const total = priced.reduce((sum, l) => sum + l.unit_price_kobo * l.quantity, 0);
    if (restock) {
      const allowance = await restockAllowance(stockist.id);
      if (total > allowance) {
        throw new AppError(409, "The selected items' total price is greater than the pickup amount");
      }
    }
    return {
      purpose: restock ? 'restock' : 'repurchase',
      txnSource: body.txn_source,
      amountKobo: total,
      target: { stockist_id: stockist.id, pickup_type: wanted, lines: priced } satisfies CartTarget,
      description: restock ? 'Re-stock purchase' : 'Product repurchase',
    };
  }

  /**
   * 04 §6: a stockist may re-stock up to its fulfilled member sales of the previous calendar
   * month, less the re-stock purchases already made this month.
   */
  async function restockAllowance(stockistId: number): Promise<number> {
    const { rows } = await sql<{ sales: number; used: number }>`
      select
        (select coalesce(sum(total_price_kobo), 0) from orders
          where stockist_id = ${stockistId} and kind = 'member' and status = 'approved'
            and approved_at >= date_trunc('month', now()) - interval '1 month'
            and approved_at < date_trunc('month', now())) as sales,
        (select coalesce(sum(total_price_kobo), 0) from orders
          where stockist_id = ${stockistId} and kind = 'stockist' and status in ('pending', 'approved')
            and created_at >= date_trunc('month', now())) as used`.execute(db);
    const row = rows[0]!;
    return Math.max(0, Number(row.sales) - Number(row.used));
  }

  /** A stockist's package upgrade: the difference of the stockist packages' registration values. */
  async function priceStockistUpgrade(userId: number, body: InitiateBody): Promise<Priced> {
    const stockist = await db
      .selectFrom('stockists')
      .select(['id', 'stockist_package_id', 'status'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!stockist || stockist.status !== 'approved')
      throw new AppError(409, 'Only an approved stockist can upgrade.');
    const processing = await db
      .selectFrom('stockist_upgrades')
      .select('id')
      .where('stockist_id', '=', stockist.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (processing) throw new AppError(409, 'An upgrade of this stockist is already being processed.');
    const targetId = body.meta_data?.stockist_package_id;
    if (targetId === undefined)
      throw invalid('meta_data.stockist_package_id', 'Select a package for upgrade');
    const packages = await db
      .selectFrom('stockist_packages')
      .select(['id', 'registration_value_kobo', 'name'])
      .where('id', 'in', [stockist.stockist_package_id, targetId])
      .execute();
    const from = packages.find((p) => p.id === stockist.stockist_package_id)!;
    const to = packages.find((p) => p.id === targetId);
    if (!to) throw invalid('meta_data.stockist_package_id', 'The selected package does not exist.');
    const fee = stockistUpgradeFee(
      { id: from.id, registrationValueKobo: koboFromDb(from.registration_value_kobo) },
      { id: to.id, registrationValueKobo: koboFromDb(to.registration_value_kobo) },
    );
    if (!fee.ok) throw new AppError(409, 'You can only upgrade to a higher package.');
    return {
      purpose: 'stockist_upgrade',
      txnSource: 'stockist_upgrade',
      amountKobo: fee.feeKobo,
      target: { stockist_id: stockist.id, from_package_id: from.id, stockist_package_id: to.id },
      description: `Stockist upgrade from ${from.name} to ${to.name}`,
    };
  }

  function checkAmount(body: { amount: number }, priced: Priced): void {
    let sent: number;
    try {
      sent = nairaToKobo(body.amount);
    } catch {
      throw invalid('amount', 'The amount must be naira with at most two decimals.');
    }
    if (sent !== priced.amountKobo) {
      throw invalid('amount', `The amount does not match the price (${koboToNaira(priced.amountKobo)}).`);
    }
  }

  function callbackUrl(purpose: PaymentPurpose): string {
    const base = deps.config.publicUrl.replace(/\/$/, '');
    return purpose === 'registration' ? `${base}/welcome` : `${base}/user/profile`;
  }

  async function loadPayment(reference: string): Promise<PaymentRow | undefined> {
    return db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
  }

  /**
   * Applies the provider's answer for a reference: approves and runs the pipeline exactly once
   * when the provider says success for the expected amount in NGN; otherwise records why not.
   */
  async function confirm(reference: string, truth: VerifyResult): Promise<PaymentRow | undefined> {
    const payment = await loadPayment(reference);
    if (!payment || payment.status !== 'initialized') return payment;
    if (truth.status !== 'success') {
      if (truth.status === 'failed' || truth.status === 'reversed') {
        await db
          .updateTable('payments')
          .set({ status: 'failed', provider_status: truth.status })
          .where('reference', '=', reference)
          .where('status', '=', 'initialized')
          .execute();
      } else {
        await db
          .updateTable('payments')
          .set({ provider_status: truth.status })
          .where('reference', '=', reference)
          .where('status', '=', 'initialized')
          .execute();
      }
      return loadPayment(reference);
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
      await db
        .updateTable('payments')
        .set({
          status: 'review',
          provider_status: truth.status,
          failure_reason: `Provider reported ${mismatch}.`,
        })
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .execute();
      return loadPayment(reference);
    }
    await inTransaction(db, async (tx) => {
      await lockRevenue(tx);
      const at = now();
      const claimed = await tx
        .updateTable('payments')
        .set({ status: 'approved', approved_at: at, provider_status: 'success' })
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .returningAll()
        .executeTakeFirst();
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
        await tx
          .updateTable('payments')
          .set({ status: 'review', failure_reason: outcome.reason })
          .where('id', '=', claimed.id)
          .execute();
      }
    });
    return loadPayment(reference);
  }

  function verifyStatus(payment: PaymentRow): 'approved' | 'pending' | 'failed' | 'abandoned' {
    if (payment.status === 'approved') return 'approved';
    if (payment.status === 'failed' || payment.status === 'review') return 'failed';
    if (payment.provider_status === 'abandoned') return 'abandoned';
    return 'pending';
  }

  function verifyAnswer(payment: PaymentRow) {
    return {
      reference: payment.reference,
      status: verifyStatus(payment),
      amount: koboToNaira(payment.amount_kobo),
      txn_source:
        payment.txn_source === 'stockist_registration' ? ('stockist_upgrade' as const) : payment.txn_source,
      paid_at: payment.approved_at ? payment.approved_at.toISOString() : null,
    };
  }

  return {
    price,

    async initiate(userId: number, body: InitiateBody) {
      const priced = await price(userId, body);
      checkAmount(body, priced);
      const user = await db
        .selectFrom('users')
        .select(['email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const provider = await resolveProvider(db, providers, 'payment');
      const reference = newReference('kp');
      await db
        .insertInto('payments')
        .values({
          reference,
          user_id: userId,
          txn_source: priced.txnSource,
          purpose: priced.purpose,
          channel: 'card',
          provider: provider.slug,
          amount_kobo: priced.amountKobo,
          target: JSON.stringify(priced.target),
        })
        .execute();
      // The payment row exists before the provider is called; no transaction is open now.
      const started = await provider.initialize({
        reference,
        amountKobo: priced.amountKobo,
        email: user.email,
        callbackUrl: callbackUrl(priced.purpose),
        metadata: { purpose: priced.purpose, description: priced.description },
      });
      await db
        .updateTable('payments')
        .set({ authorization_url: started.authorizationUrl, access_code: started.accessCode })
        .where('reference', '=', reference)
        .execute();
      return { authorization_url: started.authorizationUrl, reference, access_code: started.accessCode };
    },

    /** POST /payments/verify: the caller must own the reference. */
    async verify(userId: number, reference: string) {
      const payment = await loadPayment(reference);
      if (!payment || payment.user_id !== userId) throw notFound('Payment not found.');
      if (payment.status !== 'initialized') return verifyAnswer(payment);
      const provider = providers.bySlug(payment.provider ?? '');
      if (!provider) throw new AppError(503, 'The payment provider of this payment is not configured.');
      const truth = await provider.verify(reference);
      const after = await confirm(reference, truth);
      return verifyAnswer(after ?? payment);
    },

    confirm,

    /** A signed provider event: stored once per event key, then applied idempotently. */
    async handleWebhook(providerSlug: 'paystack', event: { event: string; data: Record<string, unknown> }) {
      const data = event.data ?? {};
      const reference = typeof data.reference === 'string' ? data.reference : '';
      const status = typeof data.status === 'string' ? data.status : '';
      const eventKey = `${event.event}:${reference}:${status}`;
      const stored = await db
        .insertInto('webhook_events')
        .values({
          provider: providerSlug,
          event_key: eventKey,
          event: event.event,
          payload: JSON.stringify(event),
        })
        .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) return { duplicate: true };
      return { duplicate: false, id: stored.id, reference, data };
    },

    /** Stored webhook events not processed a minute after they arrived (oldest first). */
    async unprocessedWebhooks() {
      const rows = await db
        .selectFrom('webhook_events')
        .select(['id', 'payload'])
        .where('processed_at', 'is', null)
        .where('received_at', '<', sql<Date>`now() - interval '1 minute'`)
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        payload: r.payload as unknown as { event: string; data: Record<string, unknown> },
      }));
    },

    async markWebhookProcessed(id: number) {
      await db.updateTable('webhook_events').set({ processed_at: now() }).where('id', '=', id).execute();
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

    /** PATCH /withdrawals/pay-with-wallet: the same pipelines, paid from the wallet at once. */
    async payWithWallet(userId: number, body: InitiateBody) {
      const priced = await price(userId, body);
      checkAmount(body, priced);
      const reference = newReference('kw');
      try {
        return await inTransaction(db, async (tx) => {
          await lockRevenue(tx);
          const balance = await lockWallet(tx, userId);
          if (balance < priced.amountKobo) {
            throw invalid('amount', 'Your wallet balance is not enough for this payment.');
          }
          const at = now();
          const payment = await tx
            .insertInto('payments')
            .values({
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
            })
            .returningAll()
            .executeTakeFirstOrThrow();
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
          const after = await tx
            .selectFrom('ledger_accounts')
            .select('balance_kobo')
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          return {
            reference,
            amount: koboToNaira(priced.amountKobo),
            wallet_balance: koboToNaira(after.balance_kobo),
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

    /** Upgrade payments of a member, newest first. */
    async upgradeHistory(userId: number, page: PageQuery) {
      const names = new Map(
        (await db.selectFrom('packages').select(['id', 'name']).execute()).map((p) => [p.id, p.name]),
      );
      const query = db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', 'upgrade')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      return paginate(query, page, (p) => {
        const target = p.target as unknown as PackageTarget;
        return {
          id: p.id,
          reference: p.reference,
          previous_package: names.get(target.from_package_id ?? 0) ?? '',
          new_package: names.get(target.package_id) ?? '',
          amount: koboToNaira(p.amount_kobo),
          channel: p.channel === 'wallet' ? ('wallet' as const) : ('card' as const),
          status:
            p.status === 'approved'
              ? ('approved' as const)
              : p.status === 'failed' || p.status === 'review'
                ? ('failed' as const)
                : p.provider_status === 'abandoned'
                  ? ('abandoned' as const)
                  : ('initialized' as const),
          created_at: p.created_at.toISOString(),
        };
      });
    },

    /** GET /payments/{id}/stockist-upgrade-history: a stockist's package upgrades, newest first. */
    async stockistUpgradeHistory(stockistId: number, page: PageQuery) {
      const stockist = await db
        .selectFrom('stockists')
        .select('id')
        .where('id', '=', stockistId)
        .executeTakeFirst();
      if (!stockist) throw notFound('Stockist not found.');
      const query = db
        .selectFrom('stockist_upgrades as u')
        .innerJoin('stockist_packages as prev', 'prev.id', 'u.previous_package_id')
        .innerJoin('stockist_packages as next', 'next.id', 'u.new_package_id')
        .select([
          'u.id',
          'u.payment_id',
          'u.amount_kobo',
          'u.payment_receipt',
          'u.status',
          'u.created_at',
          'prev.name as previous_package',
          'next.name as new_package',
        ])
        .where('u.stockist_id', '=', stockistId)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc');
      return paginate(query, page, (u) => ({
        id: u.id,
        payment_id: u.payment_id,
        previous_package: u.previous_package,
        new_package: u.new_package,
        amount: koboToNaira(u.amount_kobo),
        payment_receipt: u.payment_receipt,
        status: u.status,
        created_at: u.created_at.toISOString(),
      }));
    },

    /** Payments left initialized: re-verified with their provider (the reconciler). */
    async reconcilePending(olderThanMinutes = 10) {
      const stale = await db
        .selectFrom('payments')
        .select(['reference', 'provider'])
        .where('status', '=', 'initialized')
        .where('channel', '=', 'card')
        .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
        .where('created_at', '>', sql<Date>`now() - interval '2 days'`)
        .limit(200)
        .execute();
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
