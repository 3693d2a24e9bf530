import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentsTable } from '../../db/types.money';
import { createStockRepository } from '../stock/stock.repository';
import type { Executor } from '../ledger/ledger.repository';
import type { PaymentRow } from './pipelines';
import { processingStockistUpgrade } from './pipelines.repository';

/**
 * SQL of payments: what pricing reads (the member, stockists and their packages), the
 * payment rows and their provider answers, stored webhook events, and the histories. Every
 * method takes an optional transaction.
 */
export function createPaymentsRepository(db: Database) {
  return {
    // ---- Pricing

    pricingUser(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('users')
        .select(['id', 'reg_package_id', 'package_id', 'status', 'payment_status'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    findStockist(id: number, ex: Executor = db) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'user_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    stockistOfUser(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('stockists')
        .select(['id', 'stockist_package_id', 'status'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The re-stock figures (docs/pickups-and-stockists.md#re-stock), as the stock module reads them. */
    async restockFigures(stockistId: number, ex: Executor = db): Promise<{ sales: number; used: number }> {
      const { sales, used } = await createStockRepository(db).restockFigures(stockistId, ex);
      return { sales, used };
    },

    processingStockistUpgrade(stockistId: number, ex: Executor = db) {
      return processingStockistUpgrade(ex, stockistId);
    },

    stockistPackages(ids: number[], ex: Executor = db) {
      return ex
        .selectFrom('stockist_packages')
        .select(['id', 'registration_value_kobo', 'name'])
        .where('id', 'in', ids)
        .execute();
    },

    // ---- Payments

    emailOf(userId: number, ex: Executor = db) {
      return ex.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirstOrThrow();
    },

    findByReference(reference: string, ex: Executor = db): Promise<PaymentRow | undefined> {
      return ex.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
    },

    async insert(values: Insertable<PaymentsTable>, ex: Executor = db): Promise<PaymentRow> {
      return ex.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** The provider's checkout of a card payment. */
    async setCheckout(reference: string, checkout: { authorizationUrl: string; accessCode: string }) {
      await db
        .updateTable('payments')
        .set({ authorization_url: checkout.authorizationUrl, access_code: checkout.accessCode })
        .where('reference', '=', reference)
        .execute();
    },

    /** Records a provider answer on a payment still initialized (a settled one never changes). */
    async updateInitialized(reference: string, values: Updateable<PaymentsTable>, ex: Executor = db) {
      await ex
        .updateTable('payments')
        .set(values)
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .execute();
    },

    /** Approves an initialized payment; of concurrent claims exactly one gets the row. */
    claimApproval(reference: string, at: Date, ex: Executor): Promise<PaymentRow | undefined> {
      return ex
        .updateTable('payments')
        .set({ status: 'approved', approved_at: at, provider_status: 'success' })
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .returningAll()
        .executeTakeFirst();
    },

    async holdForReview(id: number, reason: string, ex: Executor) {
      await ex
        .updateTable('payments')
        .set({ status: 'review', failure_reason: reason })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Every money-in transaction takes the company's revenue and then bonus-expense locks before
     * any wallet. The scheduled runs and the award bonus take bonus expense before wallets too, so
     * every path locks in one order (revenue, bonus expense, wallets by id) and none can deadlock.
     */
    async lockRevenue(tx: Executor): Promise<void> {
      await tx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', 'in', ['company:revenue', 'company:bonus_expense'])
        .orderBy('code', 'desc')
        .forUpdate()
        .execute();
    },

    /** Card payments left initialized for `olderThanMinutes` (but at most two days). */
    staleCardPayments(olderThanMinutes: number, ex: Executor = db) {
      return ex
        .selectFrom('payments')
        .select(['reference', 'provider'])
        .where('status', '=', 'initialized')
        .where('channel', '=', 'card')
        .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
        .where('created_at', '>', sql<Date>`now() - interval '2 days'`)
        .limit(200)
        .execute();
    },

    // ---- Held for review (docs/payments.md#review-of-mismatches)

    /** Card payments held for review before approval (receipts excluded), newest first, to page. */
    heldPayments(ex: Executor = db) {
      return ex
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .selectAll('p')
        .select(['u.uuid', 'u.username', 'u.first_name', 'u.last_name', 'u.email'])
        .where('p.status', '=', 'review')
        .where('p.channel', '=', 'card')
        .where('p.approved_at', 'is', null)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc');
    },

    heldPayment(id: number, ex: Executor = db) {
      return ex
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .selectAll('p')
        .select(['u.uuid', 'u.username', 'u.first_name', 'u.last_name', 'u.email'])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Takes the resolution lease of a held payment (committed on its own); undefined when it is
     * not held or another administrator holds an unexpired lease.
     */
    takeResolutionLease(id: number, adminId: number, until: Date, ex: Executor = db) {
      return ex
        .updateTable('payments')
        .set({ resolving_until: until, resolved_by: adminId })
        .where('id', '=', id)
        .where('status', '=', 'review')
        .where('channel', '=', 'card')
        .where('approved_at', 'is', null)
        .where((eb) =>
          eb.or([eb('resolving_until', 'is', null), eb('resolving_until', '<', sql<Date>`now()`)]),
        )
        .returningAll()
        .executeTakeFirst();
    },

    async releaseResolutionLease(id: number, until: Date, ex: Executor = db) {
      await ex
        .updateTable('payments')
        .set({ resolving_until: null, resolved_by: null })
        .where('id', '=', id)
        .where('status', '=', 'review')
        .where('resolving_until', '=', until)
        .execute();
    },

    /** Settles a held payment while this lease is held; undefined when the lease was lost. */
    settleHeld(id: number, until: Date, values: Updateable<PaymentsTable>, ex: Executor) {
      return ex
        .updateTable('payments')
        .set({ ...values, resolving_until: null })
        .where('id', '=', id)
        .where('status', '=', 'review')
        .where('resolving_until', '=', until)
        .returningAll()
        .executeTakeFirst();
    },

    // ---- Webhook events

    /** Stores an event once per (provider, key); undefined when it was stored before. */
    storeWebhook(
      values: { provider: string; event_key: string; event: string; payload: string },
      ex: Executor = db,
    ) {
      return ex
        .insertInto('webhook_events')
        .values(values)
        .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    /** A stored event by its key, with whether it has been applied. */
    findWebhook(provider: string, eventKey: string, ex: Executor = db) {
      return ex
        .selectFrom('webhook_events')
        .select(['id', 'processed_at'])
        .where('provider', '=', provider)
        .where('event_key', '=', eventKey)
        .executeTakeFirst();
    },

    /** Stored events not processed a minute after they arrived (oldest first). */
    unprocessedWebhooks(ex: Executor = db) {
      return ex
        .selectFrom('webhook_events')
        .select(['id', 'payload'])
        .where('processed_at', 'is', null)
        .where('received_at', '<', sql<Date>`now() - interval '1 minute'`)
        .orderBy('id')
        .limit(100)
        .execute();
    },

    async markWebhookProcessed(id: number, at: Date, ex: Executor = db) {
      await ex.updateTable('webhook_events').set({ processed_at: at }).where('id', '=', id).execute();
    },

    // ---- Histories

    async packageNames(ex: Executor = db): Promise<Map<number, string>> {
      return new Map(
        (await ex.selectFrom('packages').select(['id', 'name']).execute()).map((p) => [p.id, p.name]),
      );
    },

    /** A member's upgrade payments, newest first (a query to page). */
    upgradePayments(userId: number, ex: Executor = db) {
      return ex
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', 'upgrade')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
    },

    stockistExists(id: number, ex: Executor = db) {
      return ex.selectFrom('stockists').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** A stockist's package upgrades with both packages' names, newest first (a query to page). */
    stockistUpgrades(stockistId: number, ex: Executor = db) {
      return ex
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
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
