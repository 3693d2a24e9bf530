import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { paginate, type PageQuery } from '../../lib/paging';
import type { PackageTarget } from './pipelines';
import type { PaymentsRepository } from './payments.repository';

/** The payment histories of the member and admin screens (package and stockist upgrades). */
export function createPaymentHistory(deps: { db: Database; repo: PaymentsRepository }) {
  const { db, repo } = deps;
  return {
    /** GET /users/{uuid}/upgrade-history: a member's upgrade payments, newest first (own or admin). */
    async upgradeHistory(caller: Auth, uuid: string, page: PageQuery) {
      const member = await memberForCaller(db, caller, uuid);
      const names = await repo.packageNames();
      return paginate(repo.upgradePayments(member.id), page, (p) => {
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
              : p.status === 'failed' || p.status === 'review' || p.status === 'refunded'
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
      if (!(await repo.stockistExists(stockistId))) throw notFound('Stockist not found.');
      return paginate(repo.stockistUpgrades(stockistId), page, (u) => ({
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
  };
}
