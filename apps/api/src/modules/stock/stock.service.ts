import { koboToNaira } from '@kola/domain';
import type { operations } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { memberIdForCaller } from '../../lib/access';
import { writeAudit } from '../../lib/audit';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { paginate, type PageQuery } from '../../lib/paging';
import { randomUploadName, storagePath } from '../../lib/uploads';
import { createAuthRepository } from '../auth/auth.repository';
import { createFailureThrottle } from '../auth/auth.throttle';
import { postTransaction } from '../ledger/ledger.repository';
import { checkTotals, priceCart } from '../orders/orders.cart';
import { createOrdersRepository } from '../orders/orders.repository';
import { toPurchaseOrder } from '../orders/orders.serializers';
import { newOrderCode } from '../payments/pipelines';
import { insertOrder } from '../payments/pipelines.repository';
import { loadPlan } from '../plan/plan.repository';
import { requireAdmin } from '../admin-members/admin-members.service';
import { approveRestock, fulfilMemberOrder } from '../plan/stockist-pipelines';
import { createProductsRepository } from '../products/products.repository';
import { createStorageRepository } from '../storage/storage.repository';
import { SM } from './stock.messages';
import { createStockRepository, type StorePickup } from './stock.repository';
import {
  toOrderLine,
  toProcessedOrder,
  toStockistPurchase,
  toStockItem,
  toStockLine,
} from './stock.serializers';

type PurchaseBody = operations['createStockistPurchase']['requestBody']['content']['application/json'];
type ApproveBody = operations['approveOrder']['requestBody']['content']['application/json'];

/** The multipart re-stock form (PurchaseStockReceiptRequest): `products` is a JSON part. */
export const RECEIPT_FORM = {
  schema: 'PurchaseStockReceiptRequest',
  json: ['products'],
  files: {
    payment_receipt: {
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      typeMessage: SM.receiptType,
    },
  },
} as const;

/** A fresh code is drawn this many times when one collides (60 random bits: practically never). */
const CODE_ATTEMPTS = 3;

export interface StockServiceDeps {
  db: Database;
  now?: () => Date;
}

/**
 * A stockist's store (docs/pickups-and-stockists.md#stock): stock purchases against the store's
 * allowances and their administrator decisions, the member orders it serves by code, its stock and
 * its sales. Only the store's owner acts on it; an administrator reads any and decides purchases.
 */
export function createStockService(deps: StockServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createStockRepository(db);
  const orders = createOrdersRepository(db);
  const products = createProductsRepository(db);
  const storage = createStorageRepository(db);
  // docs/security.md#rate-limits: wrong order codes count against the sign-in throttle, per member.
  const throttle = createFailureThrottle({
    repo: createAuthRepository(db),
    now,
    message: SM.tooManyCodes,
  });

  /** The store `{id}` names, when the caller may use it: its owner, or an administrator (404 otherwise). */
  async function storeForCaller(caller: Auth, storeId: number) {
    const store = await repo.store(storeId);
    if (!store || (caller.type !== 'admin' && store.user_id !== caller.id)) throw notFound(SM.storeNotFound);
    return store;
  }

  async function readPurchase(id: number) {
    const row = await repo.purchase(id);
    if (!row) throw new Error(`Stock purchase ${id} vanished`);
    return toStockistPurchase(row);
  }

  /**
   * One stock purchase: the cart at the server's prices taken off the store's balance (a pickup) or
   * checked against the re-stock allowance (a re-stock with its receipt), in the transaction that
   * records it, the store locked so its purchases queue.
   */
  async function create(
    caller: Auth,
    uuid: string,
    body: PurchaseBody,
    receipt: {
      data: Buffer;
      contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
    } | null,
  ) {
    const memberId = await memberIdForCaller(db, caller, uuid);
    const store = await repo.storeOfUser(memberId);
    if (!store || store.status !== 'approved') throw new AppError(403, SM.notStockist);
    if (body.pickup_type === 're-stock' && !receipt) throw invalid('payment_receipt', SM.restockNeedsPayment);
    if (body.pickup_type !== 're-stock' && receipt) throw invalid('pickup_type', SM.receiptOnlyForRestock);
    const cart = await priceCart(products, body.products);
    checkTotals(body, cart);
    const receiptName = receipt ? randomUploadName(receipt.contentType) : null;
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await inTransaction(db, async (tx) => {
          const locked = await repo.lockApprovedStore(tx, store.id);
          if (!locked) throw new AppError(403, SM.notStockist);
          if (body.pickup_type === 're-stock') {
            const { sales, used } = await repo.restockFigures(store.id, tx);
            if (cart.totalKobo > sales - used) throw invalid('products', SM.overAllowance);
          } else if (!(await repo.takeStoreBalance(tx, store.id, body.pickup_type, cart.totalKobo))) {
            throw invalid('products', SM.overAllowance);
          }
          if (receipt && receiptName) {
            await storage.insert(
              {
                name: receiptName,
                purpose: 'payment_receipt',
                userId: memberId,
                contentType: receipt.contentType,
                data: receipt.data,
              },
              tx,
            );
          }
          const order = await insertOrder(
            tx,
            {
              code: newOrderCode(),
              user_id: memberId,
              stockist_id: store.id,
              kind: 'stockist',
              pickup_type: body.pickup_type,
              total_price_kobo: cart.totalKobo,
              total_quantity: cart.totalQuantity,
              total_points: cart.totalPoints,
              status: 'pending',
              payment_id: null,
              payment_receipt: receiptName ? storagePath(receiptName) : null,
              created_at: now(),
            },
            cart.lines,
          );
          return order.id;
        });
        return readPurchase(id);
      } catch (error) {
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'orders_code_key')) continue;
        throw error;
      }
    }
  }

  return {
    /** POST /purchases/stockist/{uuid} (JSON): a registration or upgrade pickup of stock. */
    createPurchase(caller: Auth, uuid: string, body: PurchaseBody) {
      return create(caller, uuid, body, null);
    },

    /** POST /purchases/stockist/{uuid} (multipart): a re-stock paid by bank transfer, with its receipt. */
    async createReceiptPurchase(caller: Auth, uuid: string, readForm: () => Promise<MultipartForm>) {
      await memberIdForCaller(db, caller, uuid);
      const { values, files } = await readForm();
      const receipt = files.payment_receipt;
      if (!receipt) throw invalid('payment_receipt', SM.receiptRequired);
      const number = (name: string) => (values[name] === undefined ? undefined : Number(values[name]));
      const body = {
        pickup_type: values.pickup_type as PurchaseBody['pickup_type'],
        products: values.products as PurchaseBody['products'],
        total_price: number('total_price'),
        total_quantity: number('total_quantity'),
        total_points: number('total_points'),
      };
      return create(caller, uuid, body, receipt);
    },

    /** A store's stock purchases, newest first (its owner, or an administrator). */
    async history(caller: Auth, uuid: string, page: PageQuery) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      const store = await repo.storeOfUser(memberId);
      if (!store) return { current_page: 1, last_page: 1, per_page: page.per_page ?? 20, total: 0, data: [] };
      return paginate(repo.purchasesQuery(store.id), page, toStockistPurchase);
    },

    /**
     * GET /stockists/product-orders: every store's stock purchases for the back office, those
     * processing first (docs/screens/back-office.md#transactions). Administrators only.
     */
    async allPurchases(caller: Auth, page: PageQuery) {
      requireAdmin(caller);
      return paginate(repo.allPurchasesQuery(), page, toStockistPurchase);
    },

    /** A stock purchase's lines (its store's owner, or an administrator; 404 otherwise). */
    async purchaseDetails(caller: Auth, id: number) {
      const purchase = await repo.purchaseParties(id);
      if (!purchase || (caller.type !== 'admin' && purchase.store_user_id !== caller.id))
        throw notFound(SM.purchaseNotFound);
      return (await orders.orderLines(id)).map((line) => toStockLine(purchase, line));
    },

    /** The re-stock allowance: last month's fulfilled sales, and what this month's re-stocks left of it. */
    async prevMonthSales(caller: Auth, storeId: number) {
      const store = await storeForCaller(caller, storeId);
      const { sales, used, month } = await repo.restockFigures(store.id);
      return {
        month,
        total_sales: koboToNaira(sales),
        remaining_allowance: koboToNaira(Math.max(0, sales - used)),
      };
    },

    /**
     * PATCH /purchases/{id}/approve-stock (administrator, audited): only a processing purchase; the
     * stock rises by its lines, and a paid re-stock pays the stockist upline bonus (approveRestock).
     */
    async approvePurchase(admin: Auth, id: number, ip: string | null) {
      await inTransaction(db, async (tx) => {
        const purchase = await repo.lockPurchase(tx, id);
        if (!purchase || purchase.stockist_id === null) throw notFound(SM.purchaseNotFound);
        if (purchase.status !== 'pending') throw new AppError(409, SM.alreadyDecided);
        const at = now();
        const decided = await approveRestock(tx, await loadPlan(tx), id, at);
        if (!decided.decided) throw new AppError(409, SM.alreadyDecided);
        await repo.addStock(tx, purchase.stockist_id, id, at);
        await writeAudit(tx, {
          actor_type: 'admin',
          actor_id: admin.id,
          action: 'stock_purchase.approve',
          target_type: 'order',
          target_id: String(id),
          before: { status: 'processing' },
          after: { status: 'approved', upline_bonus_kobo: decided.paidKobo },
          ip,
        });
      });
      return readPurchase(id);
    },

    /**
     * PATCH /purchases/{id}/disapprove-stock (administrator, audited): only a processing purchase;
     * a pickup's total goes back to the store's balance, a card or wallet re-stock is credited back to
     * the stockist's wallet (a receipt's bank transfer is the company's to settle), and the stock
     * stays as it was. A re-stock's allowance frees itself (only processing and approved ones count).
     */
    async disapprovePurchase(admin: Auth, id: number, ip: string | null) {
      await inTransaction(db, async (tx) => {
        const purchase = await repo.lockPurchase(tx, id);
        if (!purchase || purchase.stockist_id === null) throw notFound(SM.purchaseNotFound);
        if (purchase.status !== 'pending') throw new AppError(409, SM.alreadyDecided);
        if (!(await repo.setPurchaseStatus(tx, id, 'disapproved')))
          throw new AppError(409, SM.alreadyDecided);
        const total = Number(purchase.total_price_kobo);
        let creditedKobo = 0;
        if (purchase.pickup_type === 'registration_pickup' || purchase.pickup_type === 'upgrade_pickup') {
          await repo.returnStoreBalance(tx, purchase.stockist_id, purchase.pickup_type as StorePickup, total);
        } else if (
          purchase.payment_reference &&
          (purchase.channel === 'card' || purchase.channel === 'wallet')
        ) {
          creditedKobo = total;
          await postTransaction(tx, {
            idempotencyKey: `restock-refund:${id}`,
            kind: 'reversal',
            causeType: 'payment',
            causeRef: purchase.payment_reference,
            description: `Re-stock purchase #0${id} disapproved: payment credited back`,
            lines: [
              { account: { company: 'revenue' }, amountKobo: -total, kind: 'reversal' },
              {
                account: { userId: purchase.user_id },
                amountKobo: total,
                kind: 'reversal',
                explanation: { order_id: id },
              },
            ],
          });
        }
        await writeAudit(tx, {
          actor_type: 'admin',
          actor_id: admin.id,
          action: 'stock_purchase.disapprove',
          target_type: 'order',
          target_id: String(id),
          before: { status: 'processing' },
          after: { status: 'disapproved', credited_back_kobo: creditedKobo },
          ip,
        });
      });
      return readPurchase(id);
    },

    /**
     * GET /purchases/fetch-order/{code}: the order placed at the caller's store under that code, its
     * lines against the store's stock and the member's contact details. A code that is not one of
     * this store's orders answers 404 and counts as a failure (five in 15 minutes, then 429).
     */
    async fetchByCode(caller: Auth, rawCode: string) {
      const key = `order-fetch:user:${caller.id}`;
      await throttle.check(key);
      const code = rawCode.trim().toUpperCase();
      const store = await repo.storeOfUser(caller.id);
      const order = store?.status === 'approved' ? await repo.memberOrderByCode(code) : undefined;
      if (!store || !order || order.stockist_id !== store.id || order.status === 'awaiting_payment') {
        await throttle.fail(key);
        throw notFound(SM.invalidCode);
      }
      if (order.status !== 'pending') throw new AppError(409, SM.codeUsed);
      const lines = (await repo.linesWithStock(order.id, store.id)).map((line) => toOrderLine(order, line));
      return {
        id: order.id,
        pickup_type: order.pickup_type as 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup',
        status: 'processing' as const,
        total_quantity: order.total_quantity,
        total_price: koboToNaira(Number(order.total_price_kobo)),
        created_at: new Date(order.created_at).toISOString(),
        products: lines,
        user: {
          username: order.username,
          first_name: order.first_name,
          last_name: order.last_name,
          phone: order.phone,
          email: order.email,
          photo_path: order.photo_path,
        },
        can_approve: lines.length > 0 && lines.every((l) => l.qualify),
      };
    },

    /**
     * PATCH /purchases/{id}/vendor-approve: only the order's stockist, with the order's code. In one
     * transaction (the order row locked first, then each stock row in product order): every line's
     * stock falls only when it covers the line (409 otherwise, and nothing changes), the order is
     * approved and the rebate paid once (fulfilMemberOrder). A used code answers 409.
     */
    async approveOrder(caller: Auth, id: number, body: ApproveBody) {
      const key = `order-fetch:user:${caller.id}`;
      await throttle.check(key);
      const store = await repo.storeOfUser(caller.id);
      const code = body.code.trim().toUpperCase();
      const parties = await orders.orderParties(id);
      if (
        !store ||
        store.status !== 'approved' ||
        parties?.kind !== 'member' ||
        parties.stockist_user_id !== caller.id
      )
        throw notFound(SM.invalidCode);
      if (parties.code !== code) {
        await throttle.fail(key);
        throw invalid('code', SM.noCode);
      }
      await inTransaction(db, async (tx) => {
        const order = await repo.lockMemberOrder(tx, id);
        if (!order || order.stockist_id !== store.id) throw notFound(SM.invalidCode);
        if (order.status !== 'pending') throw new AppError(409, SM.codeUsed);
        const at = now();
        const lines = await repo.linesWithStock(id, store.id, tx);
        const byProduct = new Map<number, number>();
        for (const line of lines)
          byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.quantity);
        for (const [productId, quantity] of [...byProduct].sort((a, b) => a[0] - b[0])) {
          if (!(await repo.takeStock(tx, store.id, productId, quantity, at)))
            throw new AppError(409, SM.notEnoughStock);
        }
        const fulfilled = await fulfilMemberOrder(tx, id, at);
        if (!fulfilled.decided) throw new AppError(409, SM.codeUsed);
      });
      const row = await orders.memberOrder(id);
      if (!row) throw new Error(`Order ${id} vanished`);
      return toPurchaseOrder(row);
    },

    /** The member orders a store fulfilled, newest first. */
    async processedOrders(caller: Auth, storeId: number, page: PageQuery) {
      const store = await storeForCaller(caller, storeId);
      return paginate(repo.processedOrdersQuery(store.id), page, toProcessedOrder);
    },

    /** A store's stock, one line per product it has held. */
    async stock(caller: Auth, storeId: number) {
      const store = await storeForCaller(caller, storeId);
      return (await repo.stock(store.id)).map(toStockItem);
    },

    /** A store's approved stock purchases and fulfilled member orders, naira. */
    async salesStats(caller: Auth, storeId: number) {
      const store = await storeForCaller(caller, storeId);
      const { purchases, sales } = await repo.salesTotals(store.id);
      return { total_purchases: koboToNaira(purchases), total_sales: koboToNaira(sales) };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
