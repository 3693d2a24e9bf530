import { koboFromDb, koboToNaira, nairaToKobo, packageDifference, stockistUpgradeFee } from '@kola/domain';
import type { operations } from '@kola/api/schema';
import type { Database } from '../../db/database';
import type { PaymentPurpose, TxnSource } from '../../db/types.money';
import { AppError, invalid } from '../../lib/errors';
import { priceCart as priceLines } from '../orders/orders.cart';
import { loadPlan, planPackage } from '../plan/plan.repository';
import { createProductsRepository } from '../products/products.repository';
import type { CartTarget, PackageTarget } from './pipelines';
import type { PaymentsRepository } from './payments.repository';

/** The most of one product on one payment's cart (the contract's PaymentOrderLine bound). */
const MAX_PAYMENT_LINE_QUANTITY = 10_000;

export type InitiateBody = operations['initiatePayment']['requestBody']['content']['application/json'];

export interface Priced {
  purpose: PaymentPurpose;
  txnSource: TxnSource;
  amountKobo: number;
  target: Record<string, unknown>;
  description: string;
}

/** The amount the client sent must be the server's price, in naira with at most two decimals. */
export function checkAmount(body: { amount: number }, priced: Priced): void {
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

/**
 * The server's price for what a payment body asks to pay (docs/payments.md#server-side-pricing), never the
 * client's amount: a registration or package upgrade, a cart (repurchase or re-stock), or a stockist upgrade.
 */
export function createPricing(deps: { db: Database; repo: PaymentsRepository }) {
  const { db, repo } = deps;
  const products = createProductsRepository(db);

  /**
   * The server's price for what the body asks to pay (docs/payments.md#server-side-pricing): never the
   * client's amount.
   */
  async function price(userId: number, body: InitiateBody): Promise<Priced> {
    const user = await repo.pricingUser(userId);
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
    if ((body.products ?? []).length === 0) throw invalid('products', 'There are no selected products');
    if (body.stockist_id === undefined) throw invalid('stockist_id', 'Select a stockist.');
    const stockist = await repo.findStockist(body.stockist_id);
    if (!stockist || stockist.status !== 'approved')
      throw invalid('stockist_id', 'Select an approved stockist.');
    if (restock && stockist.user_id !== user.id)
      throw new AppError(409, 'You can only buy stock for your own store.');
    // The same cart rules as a pickup order (docs/pickups-and-stockists.md#orders-and-order-codes), with
    // the payment contract's larger bound on one line (a stockist buys stock by the carton).
    const cart = await priceLines(products, body.products, { maxQuantity: MAX_PAYMENT_LINE_QUANTITY });
    const priced = cart.lines;
    const total = cart.totalKobo;
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
   * docs/pickups-and-stockists.md#re-stock: a stockist may re-stock up to its fulfilled member sales of the
   * previous calendar month, less the re-stock purchases already made this month.
   */
  async function restockAllowance(stockistId: number): Promise<number> {
    const { sales, used } = await repo.restockFigures(stockistId);
    return Math.max(0, sales - used);
  }

  /** A stockist's package upgrade: the difference of the stockist packages' registration values. */
  async function priceStockistUpgrade(userId: number, body: InitiateBody): Promise<Priced> {
    const stockist = await repo.stockistOfUser(userId);
    if (!stockist || stockist.status !== 'approved')
      throw new AppError(409, 'Only an approved stockist can upgrade.');
    if (await repo.processingStockistUpgrade(stockist.id))
      throw new AppError(409, 'An upgrade of this stockist is already being processed.');
    const targetId = body.meta_data?.stockist_package_id;
    if (targetId === undefined)
      throw invalid('meta_data.stockist_package_id', 'Select a package for upgrade');
    const packages = await repo.stockistPackages([stockist.stockist_package_id, targetId]);
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

  return { price };
}
