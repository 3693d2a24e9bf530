import { koboToNaira } from '@kola/domain';
import type { operations } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { memberIdForCaller } from '../../lib/access';
import { invalid, isUniqueViolation, notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import { verifyPassword } from '../../lib/passwords';
import { createAuthRepository } from '../auth/auth.repository';
import { createFailureThrottle } from '../auth/auth.throttle';
import { newOrderCode } from '../payments/pipelines';
import { insertOrder } from '../payments/pipelines.repository';
import { createProductsRepository } from '../products/products.repository';
import { checkTotals, priceCart } from './orders.cart';
import { OM } from './orders.messages';
import { createOrdersRepository, takeAllowance } from './orders.repository';
import { orderStatus, toOrderLine, toPurchaseOrder } from './orders.serializers';

type CreateBody = operations['createMemberOrder']['requestBody']['content']['application/json'];
type CodeBody = operations['revealOrderCode']['requestBody']['content']['application/json'];

/** A fresh code is drawn this many times when one collides (60 random bits: practically never). */
const CODE_ATTEMPTS = 3;

export interface OrdersServiceDeps {
  db: Database;
  now?: () => Date;
}

/**
 * A member's pickup orders (docs/pickups-and-stockists.md#orders-and-order-codes): registration and
 * upgrade pickups placed against the allowance balances, the history, an order's lines, and its code
 * revealed only after the member re-enters their password. Repurchase orders are created by their
 * payment (payments/pipelines.ts `applyRepurchase`).
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOrdersRepository(db);
  const products = createProductsRepository(db);
  const throttle = createFailureThrottle({
    repo: createAuthRepository(db),
    now,
    message: OM.tooManyPasswordFailures,
  });

  async function readOrder(id: number) {
    const row = await repo.memberOrder(id);
    if (!row) throw new Error(`Order ${id} vanished`);
    return toPurchaseOrder(row);
  }

  return {
    /**
     * POST /purchases/user/{uuid}: prices the cart, checks the store is approved, and takes the
     * total off the allowance balance in the same transaction that records the order.
     */
    async create(caller: Auth, uuid: string, body: CreateBody) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      if (body.pickup_type === 'repurchase_pickup') throw invalid('pickup_type', OM.repurchaseByPayment);
      const allowance = body.pickup_type;
      const cart = await priceCart(products, body.products);
      checkTotals(body, cart);
      for (let attempt = 1; ; attempt++) {
        try {
          const orderId = await inTransaction(db, async (tx) => {
            const stockist = await repo.approvedStockist(tx, body.stockist_id);
            if (!stockist) throw invalid('stockist_id', OM.stockistNotApproved);
            const left = await takeAllowance(tx, memberId, allowance, cart.totalKobo);
            if (left === undefined) {
              const member = await tx
                .selectFrom('users')
                .select(['status', 'payment_status'])
                .where('id', '=', memberId)
                .executeTakeFirstOrThrow();
              if (member.status !== 'active' || member.payment_status !== 'approved') {
                throw invalid('pickup_type', OM.inactive);
              }
              throw invalid('products', OM.overAllowance);
            }
            const order = await insertOrder(
              tx,
              {
                code: newOrderCode(),
                user_id: memberId,
                stockist_id: stockist.id,
                kind: 'member',
                pickup_type: allowance,
                total_price_kobo: cart.totalKobo,
                total_quantity: cart.totalQuantity,
                total_points: cart.totalPoints,
                status: 'pending',
                payment_id: null,
                created_at: now(),
              },
              cart.lines,
            );
            return order.id;
          });
          return readOrder(orderId);
        } catch (error) {
          if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'orders_code_key')) continue;
          throw error;
        }
      }
    },

    /**
     * GET /purchases/user/{uuid}/pickup-allowances: each allowance as what remains (the balance
     * orders take from), what live orders and claims used, and the whole (their sum).
     */
    async allowances(caller: Auth, uuid: string) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      const { registration, upgrade } = await repo.allowances(memberId);
      const shape = (a: { remaining: number; used: number }) => ({
        allowance: koboToNaira(a.remaining + a.used),
        used: koboToNaira(a.used),
        remaining: koboToNaira(a.remaining),
      });
      return { registration_pickup: shape(registration), upgrade_pickup: shape(upgrade) };
    },

    /** A member's orders, newest first (an administrator: any member's). */
    async list(caller: Auth, uuid: string, page: PageQuery) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      return paginate(repo.memberOrdersQuery(memberId), page, toPurchaseOrder);
    },

    /** An order's lines: for the member who placed it, the store's owner, or an administrator. */
    async details(caller: Auth, orderId: number) {
      const order = await repo.orderParties(orderId);
      const allowed =
        order &&
        (caller.type === 'admin' || order.user_id === caller.id || order.stockist_user_id === caller.id);
      if (!allowed) throw notFound(OM.orderNotFound);
      return (await repo.orderLines(orderId)).map(toOrderLine);
    },

    /**
     * POST /purchases/order-code: the member's password again, then the code of one of their own
     * orders. Wrong passwords count against the same throttle as sign-in failures (five in 15
     * minutes, then 429), keyed by the member.
     */
    async revealCode(caller: Auth, body: CodeBody) {
      const key = `order-code:user:${caller.id}`;
      await throttle.check(key);
      const { password_hash } = await repo.passwordHash(caller.id);
      if (!(await verifyPassword(password_hash, body.password))) {
        await throttle.fail(key);
        throw invalid('password', OM.wrongPassword);
      }
      await throttle.clear(key);
      const order = await repo.orderParties(body.order_id);
      if (!order || order.kind !== 'member' || order.user_id !== caller.id) throw notFound(OM.orderNotFound);
      return { order_id: order.id, code: order.code, status: orderStatus(order.status) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
