import { koboFromDb, koboToNaira, stockistUpgradeFee } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { writeAudit } from '../../lib/audit';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import type { MultipartForm, UploadedFile } from '../../lib/multipart';
import { randomUploadName, storagePath } from '../../lib/uploads';
import type { Executor } from '../ledger/ledger.repository';
import { newReference } from '../payments/payments.service';
import { loadPlan } from '../plan/plan.repository';
import { approveStockistRegistration, approveStockistUpgrade } from '../plan/stockist-pipelines';
import { createStorageRepository } from '../storage/storage.repository';
import { storeForCaller } from './stockists.access';
import { SM } from './stockists.messages';
import { createStockistsRepository, type StockistPackageRow } from './stockists.repository';
import { toFullStockist, toStockistPackageSummary, toStockistUpgrade } from './stockists.serializers';

/** The receipt every stockist form carries: JPEG, PNG, WebP or PDF, checked by content. */
const RECEIPT = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const,
  typeMessage: SM.receiptType,
};

/** The registration form (StockistCreateRequest) and its one file, `payment_receipt`. */
export const STOCKIST_CREATE_FORM = {
  schema: 'StockistCreateRequest',
  files: { payment_receipt: RECEIPT },
} as const;

/** The upgrade form (StockistUpgradeRequest) and its one file, `payment_receipt`. */
export const STOCKIST_UPGRADE_FORM = {
  schema: 'StockistUpgradeRequest',
  files: { payment_receipt: RECEIPT },
} as const;

/** The contract's lower-case state as the store row keeps it (Lagos, Oyo). */
const storedState = (state: string) => (state === 'oyo' ? 'Oyo' : 'Lagos');

const isActive = (u: { status: string; payment_status: string }) =>
  u.status === 'active' && u.payment_status === 'approved';

const feeOf = (from: StockistPackageRow, to: StockistPackageRow) =>
  stockistUpgradeFee(
    { id: from.id, registrationValueKobo: koboFromDb(from.registration_value_kobo) },
    { id: to.id, registrationValueKobo: koboFromDb(to.registration_value_kobo) },
  );

export interface StockistRegistrationDeps {
  db: Database;
  now?: () => Date;
}

/**
 * Becoming and being a stockist (docs/pickups-and-stockists.md#stockists): a member's registration
 * with its receipt, the owner's store edits and package upgrades, the upgrade's price, and the
 * administrators' decisions, which pay the signee and stockist-upline bonuses exactly once through
 * the stockist pipelines. A receipt is a payment of channel `receipt` that waits in `review` until
 * an administrator decides: approved with the decision, failed when disapproved.
 */
export function createStockistRegistrationService(deps: StockistRegistrationDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createStockistsRepository(db);
  const storage = createStorageRepository(db);

  async function storeReceipt(tx: Executor, userId: number, file: UploadedFile) {
    const name = randomUploadName(file.contentType);
    await storage.insert(
      { name, purpose: 'payment_receipt', userId, contentType: file.contentType, data: file.data },
      tx,
    );
    return storagePath(name);
  }

  async function targetPackage(id: number, field: string) {
    const pkg = await repo.package(id);
    if (!pkg) throw invalid(field, SM.packageUnknown);
    return pkg;
  }

  /** The state a decision found (read again: a concurrent decision may just have committed). */
  const statusOf = async (tx: Executor, id: number) => (await repo.byId(id, tx))!.status;
  const upgradeStatusOf = async (tx: Executor, id: number) => (await repo.upgrade(id, tx))!.status;

  function audit(
    tx: Executor,
    admin: Auth,
    action: string,
    target: { type: string; id: number },
    before: unknown,
    after: unknown,
    ip: string | null,
  ) {
    return writeAudit(tx, {
      actor_type: 'admin',
      actor_id: admin.id,
      action,
      target_type: target.type,
      target_id: String(target.id),
      before,
      after,
      ip,
    });
  }

  return {
    /**
     * POST /stockists/create: the caller's registration, pending. Refused (409) while another is
     * pending or the caller already runs a store; a disapproved registration may be sent again
     * (it becomes the new pending one).
     */
    async create(caller: Auth, readForm: () => Promise<MultipartForm>) {
      const { fields, files } = await readForm();
      const receipt = files.payment_receipt!;
      const pkg = await targetPackage(Number(fields.stockist_package_id), 'stockist_package_id');
      let referrerId: number | null = null;
      const referrer = fields.referrer?.trim();
      if (referrer) {
        const signee = await repo.memberByUsernameOrEmail(referrer);
        if (!signee) throw invalid('referrer', SM.referrerUnknown);
        if (signee.id === caller.id) throw invalid('referrer', SM.referrerSelf);
        referrerId = signee.id;
      }
      const id = await inTransaction(db, async (tx) => {
        const member = await repo.lockMember(caller.id, tx);
        if (!isActive(member)) throw new AppError(409, SM.inactive);
        const existing = await repo.lockOfUser(caller.id, tx);
        if (existing?.status === 'pending') throw new AppError(409, SM.pendingRegistration);
        if (existing?.status === 'approved') throw new AppError(409, SM.alreadyStockist);
        const path = await storeReceipt(tx, caller.id, receipt);
        const payment = await repo.insertPayment(
          {
            reference: newReference('kr'),
            user_id: caller.id,
            txn_source: 'stockist_registration',
            purpose: 'stockist_registration',
            channel: 'receipt',
            provider: null,
            amount_kobo: koboFromDb(pkg.registration_value_kobo),
            status: 'review',
            target: JSON.stringify({ stockist_package_id: pkg.id }),
          },
          tx,
        );
        const values = {
          stockist_package_id: pkg.id,
          referrer_user_id: referrerId,
          store_name: fields.store_name!,
          address: fields.store_address!,
          state: storedState(fields.store_state!),
          phone: fields.store_phone!,
          payment_receipt: path,
          payment_id: payment.id,
          status: 'pending' as const,
          decided_at: null,
          registration_pickup_kobo: 0,
          upgrade_pickup_kobo: 0,
          created_at: now(),
          updated_at: now(),
        };
        if (existing) {
          await repo.updateStore(existing.id, values, tx);
          return existing.id;
        }
        return (await repo.insertStore({ user_id: caller.id, ...values }, tx)).id;
      });
      return toFullStockist((await repo.byId(id))!);
    },

    /** PUT /stockists/{id}/update: the owner (or an administrator, audited) edits the store details. */
    async update(
      caller: Auth,
      id: number,
      body: { store_name?: string; store_address?: string; store_state?: string; store_phone?: string },
      ip: string | null,
    ) {
      const before = await storeForCaller(repo, caller, id);
      if (before.status === 'disapproved') throw new AppError(409, SM.disapprovedStore);
      const changes = {
        ...(body.store_name !== undefined ? { store_name: body.store_name.trim() } : {}),
        ...(body.store_address !== undefined ? { address: body.store_address.trim() } : {}),
        ...(body.store_state !== undefined ? { state: storedState(body.store_state) } : {}),
        ...(body.store_phone !== undefined ? { phone: body.store_phone.trim() } : {}),
      };
      if (changes.store_name === '') throw invalid('store_name', 'The store name is required.');
      if (changes.address === '') throw invalid('store_address', 'The store address is required.');
      await inTransaction(db, async (tx) => {
        if (Object.keys(changes).length > 0)
          await repo.updateStore(id, { ...changes, updated_at: now() }, tx);
        if (caller.type === 'admin')
          await audit(
            tx,
            caller,
            'stockist.update',
            { type: 'stockist', id },
            {
              store_name: before.store_name,
              address: before.store_address,
              state: before.store_state,
              phone: before.store_phone,
            },
            changes,
            ip,
          );
      });
      return toFullStockist((await repo.byId(id))!);
    },

    /**
     * POST /stockists/{id}/upgrade: the owner of an approved store asks for a higher package,
     * priced by the server, proved by a receipt; one upgrade in processing at a time (409).
     */
    async upgrade(caller: Auth, id: number, readForm: () => Promise<MultipartForm>) {
      const store = await storeForCaller(repo, caller, id);
      const { fields, files } = await readForm();
      const receipt = files.payment_receipt!;
      if (store.status !== 'approved') throw new AppError(409, SM.notApproved);
      const to = await targetPackage(Number(fields.stockist_package_id), 'stockist_package_id');
      try {
        const upgradeId = await inTransaction(db, async (tx) => {
          const locked = await repo.lock(id, tx);
          if (!locked || locked.status !== 'approved') throw new AppError(409, SM.notApproved);
          const from = (await repo.package(locked.stockist_package_id, tx))!;
          const fee = feeOf(from, to);
          if (!fee.ok) throw invalid('stockist_package_id', SM.notHigher);
          if (await repo.processingUpgrade(id, tx)) throw new AppError(409, SM.upgradePending);
          const path = await storeReceipt(tx, store.user_id, receipt);
          const payment = await repo.insertPayment(
            {
              reference: newReference('kr'),
              user_id: store.user_id,
              txn_source: 'stockist_upgrade',
              purpose: 'stockist_upgrade',
              channel: 'receipt',
              provider: null,
              amount_kobo: fee.feeKobo,
              status: 'review',
              target: JSON.stringify({
                stockist_id: id,
                from_package_id: from.id,
                stockist_package_id: to.id,
              }),
            },
            tx,
          );
          return (
            await repo.insertUpgrade(
              {
                stockist_id: id,
                previous_package_id: from.id,
                new_package_id: to.id,
                amount_kobo: fee.feeKobo,
                payment_id: payment.id,
                payment_receipt: path,
              },
              tx,
            )
          ).id;
        });
        return toStockistUpgrade((await repo.upgrade(upgradeId))!);
      } catch (error) {
        // A card-paid upgrade took the one processing place at the same moment.
        if (isUniqueViolation(error, 'stockist_upgrades_one_processing'))
          throw new AppError(409, SM.upgradePending);
        throw error;
      }
    },

    /**
     * GET /stockists/package/{packageId}/difference: the caller's upgrade to `packageId` priced,
     * with both packages; with `is_upgrade_pickup` the difference is instead what remains of the
     * store's upgrade pickup allowance (then any package may be named).
     */
    async difference(caller: Auth, packageId: number, isUpgradePickup: boolean) {
      const store = await repo.byUserId(caller.id);
      if (!store || store.status !== 'approved') throw new AppError(409, SM.notApproved);
      const to = await repo.package(packageId);
      if (!to) throw notFound(SM.packageNotFound);
      const from = (await repo.package(store.stockist_package_id))!;
      const fee = feeOf(from, to);
      if (!isUpgradePickup && !fee.ok) throw invalid('packageId', SM.notHigher);
      return {
        package_name: to.name,
        package_difference: koboToNaira(
          isUpgradePickup ? koboFromDb(store.upgrade_pickup_kobo) : fee.ok ? fee.feeKobo : 0,
        ),
        rebate: Number(to.sales_bonus_percentage),
        current_package: toStockistPackageSummary(from),
        new_package: toStockistPackageSummary(to),
      };
    },

    /**
     * PATCH /stockists/{paymentId}/approve-registration: the member becomes a stockist, the store
     * gets its registration pickup allowance, and the signee and stockist upline bonuses are paid,
     * all once (a second decision answers 409 and changes nothing).
     */
    async approveRegistration(admin: Auth, paymentId: number, ip: string | null) {
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.byPaymentId(paymentId, tx);
        if (!row) throw notFound(SM.registrationNotFound);
        const at = now();
        const decided = await approveStockistRegistration(tx, await loadPlan(tx), row.id, at);
        if (!decided.decided) throw new AppError(409, SM.registrationDecided(await statusOf(tx, row.id)));
        await repo.settleReceiptPayment(paymentId, true, at, tx);
        await audit(
          tx,
          admin,
          'stockist.registration.approve',
          { type: 'stockist', id: row.id },
          { status: 'pending' },
          { status: 'approved', bonus_kobo: decided.paidKobo },
          ip,
        );
        return row.id;
      });
      return toFullStockist((await repo.byId(id))!);
    },

    /** PATCH /stockists/{paymentId}/disapprove-registration: only while pending; pays nothing. */
    async disapproveRegistration(admin: Auth, paymentId: number, ip: string | null) {
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.byPaymentId(paymentId, tx);
        if (!row) throw notFound(SM.registrationNotFound);
        const at = now();
        if (!(await repo.disapprove(row.id, at, tx)))
          throw new AppError(409, SM.registrationDecided(await statusOf(tx, row.id)));
        await repo.settleReceiptPayment(paymentId, false, at, tx);
        await audit(
          tx,
          admin,
          'stockist.registration.disapprove',
          { type: 'stockist', id: row.id },
          { status: 'pending' },
          { status: 'disapproved' },
          ip,
        );
        return row.id;
      });
      return toFullStockist((await repo.byId(id))!);
    },

    /**
     * PATCH /stockists/{paymentId}/approve-upgrade: the store moves to the new package, its upgrade
     * pickup allowance grows by the pickup difference, and the two bonuses are paid on the fee
     * difference, all once.
     */
    async approveUpgrade(admin: Auth, paymentId: number, ip: string | null) {
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.upgradeByPaymentId(paymentId, tx);
        if (!row) throw notFound(SM.upgradeNotFound);
        const at = now();
        const decided = await approveStockistUpgrade(tx, await loadPlan(tx), row.id, at);
        if (!decided.decided) throw new AppError(409, SM.upgradeDecided(await upgradeStatusOf(tx, row.id)));
        await repo.settleReceiptPayment(paymentId, true, at, tx);
        await audit(
          tx,
          admin,
          'stockist.upgrade.approve',
          { type: 'stockist_upgrade', id: row.id },
          { status: 'processing' },
          { status: 'approved', bonus_kobo: decided.paidKobo },
          ip,
        );
        return row.id;
      });
      return toStockistUpgrade((await repo.upgrade(id))!);
    },

    /** PATCH /stockists/{paymentId}/disapprove-upgrade: only while processing; pays nothing. */
    async disapproveUpgrade(admin: Auth, paymentId: number, ip: string | null) {
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.upgradeByPaymentId(paymentId, tx);
        if (!row) throw notFound(SM.upgradeNotFound);
        const at = now();
        if (!(await repo.disapproveUpgrade(row.id, at, tx)))
          throw new AppError(409, SM.upgradeDecided(await upgradeStatusOf(tx, row.id)));
        await repo.settleReceiptPayment(paymentId, false, at, tx);
        await audit(
          tx,
          admin,
          'stockist.upgrade.disapprove',
          { type: 'stockist_upgrade', id: row.id },
          { status: 'processing' },
          { status: 'disapproved' },
          ip,
        );
        return row.id;
      });
      return toStockistUpgrade((await repo.upgrade(id))!);
    },
  };
}

export type StockistRegistrationService = ReturnType<typeof createStockistRegistrationService>;
