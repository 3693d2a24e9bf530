import { koboFromDb, koboToNaira } from '@kola/domain';
import type { operations } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { memberIdForCaller } from '../../lib/access';
import { AppError, invalid, notFound } from '../../lib/errors';
import { pageWindow, toPage, type PageQuery } from '../../lib/paging';
import { checkTotals, priceCart } from '../orders/orders.cart';
import { OM } from '../orders/orders.messages';
import { returnAllowance, takeAllowance } from '../orders/orders.repository';
import { toOrderLine } from '../orders/orders.serializers';
import { createProductsRepository } from '../products/products.repository';
import { PCM } from './product-claims.messages';
import { createProductClaimsRepository } from './product-claims.repository';

type CreateBody = operations['createProductClaim']['requestBody']['content']['application/json'];

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Product claims (docs/pickups-and-stockists.md#product-claims): registration products the company
 * delivers, taken from the same registration pickup allowance balance as pickup orders. An
 * administrator decides a processing claim once: approval only records the decision (the
 * allowance was taken when the member claimed; an allowance pickup moves no money, PV or stock),
 * a decline gives the total back (`returnAllowance` in orders.repository). Both are audited in
 * the decision's transaction.
 */
export function createProductClaimsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createProductClaimsRepository(db);
  const products = createProductsRepository(db);

  async function withLines(rows: Awaited<ReturnType<typeof repo.claims>>) {
    const lines = await repo.lines(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      uuid: row.uuid,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      products: lines.filter((l) => l.claim_id === row.id).map(toOrderLine),
      total_quantity: row.total_quantity,
      total_price: koboToNaira(koboFromDb(row.total_price_kobo)),
      total_points: Number(row.total_points),
      status: row.status,
      created_at: iso(row.created_at),
    }));
  }

  /** Decides claim `id` once (404 when it does not exist, 409 when it is no longer processing). */
  async function decide(admin: Auth, id: number, status: 'approved' | 'declined', ip: string | null) {
    const decided = await inTransaction(db, async (tx) => {
      const claim = await repo.decide(id, status, admin.id, now(), tx);
      if (!claim) return false;
      const totalKobo = koboFromDb(claim.total_price_kobo);
      if (status === 'declined') await returnAllowance(tx, claim.user_id, 'registration_pickup', totalKobo);
      await repo.audit(
        {
          actor_type: 'admin',
          actor_id: admin.id,
          action: `product_claim.${status === 'approved' ? 'approve' : 'decline'}`,
          target_type: 'product_claim',
          target_id: String(id),
          before: { status: 'processing' },
          after: {
            status,
            member_id: claim.user_id,
            total_price: koboToNaira(totalKobo),
            ...(status === 'declined' ? { registration_pickup_returned: koboToNaira(totalKobo) } : {}),
          },
          ip,
        },
        tx,
      );
      return true;
    });
    if (!decided) {
      const claim = await repo.find(id);
      if (!claim) throw notFound(PCM.notFound);
      throw new AppError(409, PCM.notProcessing(claim.status));
    }
    const [claim] = await withLines(await repo.claims({ id }));
    return claim!;
  }

  return {
    /** GET /product-claims/all: every claim, processing first, then newest first. */
    async list(page: PageQuery) {
      const { perPage, current, offset } = pageWindow(page);
      const [rows, total] = await Promise.all([repo.page({ offset, limit: perPage }), repo.count()]);
      return toPage(await withLines(rows), total, current, perPage);
    },

    /** PUT /product-claims/{id}/approve (administrators; audited). */
    approve(admin: Auth, id: number, ip: string | null) {
      return decide(admin, id, 'approved', ip);
    },

    /** PUT /product-claims/{id}/decline (administrators; audited): the total returns to the allowance. */
    decline(admin: Auth, id: number, ip: string | null) {
      return decide(admin, id, 'declined', ip);
    },

    /** POST /product-claims/{uuid}/create: a member's own claim, processing. */
    async create(caller: Auth, uuid: string, body: CreateBody) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      const cart = await priceCart(products, body.products);
      checkTotals(body, cart);
      const claimId = await inTransaction(db, async (tx) => {
        const left = await takeAllowance(tx, memberId, 'registration_pickup', cart.totalKobo);
        if (left === undefined) {
          const member = await tx
            .selectFrom('users')
            .select(['status', 'payment_status'])
            .where('id', '=', memberId)
            .executeTakeFirstOrThrow();
          if (member.status !== 'active' || member.payment_status !== 'approved') {
            throw invalid('products', OM.inactive);
          }
          throw invalid('products', OM.overAllowance);
        }
        return repo.insert(tx, memberId, cart, now());
      });
      const [claim] = await withLines(await repo.claims({ id: claimId }));
      return claim!;
    },

    /** A member's claims, newest first (an administrator: any member's). */
    async ofMember(caller: Auth, uuid: string, processingOnly: boolean) {
      const memberId = await memberIdForCaller(db, caller, uuid);
      return withLines(await repo.claims({ userId: memberId, processingOnly }));
    },
  };
}

export type ProductClaimsService = ReturnType<typeof createProductClaimsService>;
