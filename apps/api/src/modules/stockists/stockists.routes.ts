import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { readMultipart } from '../../lib/multipart';
import { SM } from './stockists.messages';
import {
  STOCKIST_CREATE_FORM,
  STOCKIST_UPGRADE_FORM,
  type StockistRegistrationService,
} from './stockists.registration';
import type { StockistsService } from './stockists.service';

/** HTTP only: the stores, the stockist packages, a registration, its upgrades and their decisions. */
export function stockistsHandlers(
  stockists: StockistsService,
  registration: StockistRegistrationService,
): HandlerMap {
  return {
    listStockists: async ({ query, auth }) => ({
      message: SM.stockists,
      data: await stockists.list(signedIn(auth), query),
    }),
    searchStockists: async ({ query, auth }) => ({
      message: SM.stockists,
      data: await stockists.list(signedIn(auth), query),
    }),
    getStockist: async ({ params, auth }) => ({
      message: SM.stockist,
      data: await stockists.get(signedIn(auth), params.id),
    }),
    getMemberStockist: async ({ params, auth }) => ({
      message: SM.stockist,
      data: await stockists.ofMember(signedIn(auth), params.uuid),
    }),
    listStockistPackages: async () => ({ message: SM.packages, data: await stockists.packages() }),
    getStockistPackage: async ({ params }) => ({
      message: SM.package,
      data: await stockists.package(params.id),
    }),
    getStockistStats: async ({ params, auth }) => ({
      message: SM.stats,
      data: await stockists.stats(signedIn(auth), params.id),
    }),
    listStockistRebateEarnings: async ({ params, auth }) => ({
      message: SM.rebateEarnings,
      data: await stockists.rebateEarnings(signedIn(auth), params.id),
    }),
    createStockist: async ({ auth, req }) => ({
      message: SM.registered,
      data: await registration.create(signedIn(auth), () => readMultipart(req, STOCKIST_CREATE_FORM)),
    }),
    updateStockist: async ({ params, body, auth, req }) => ({
      message: SM.updated,
      data: await registration.update(signedIn(auth), params.id, body, req.ip),
    }),
    upgradeStockist: async ({ params, auth, req }) => ({
      message: SM.upgradeRequested,
      data: await registration.upgrade(signedIn(auth), params.id, () =>
        readMultipart(req, STOCKIST_UPGRADE_FORM),
      ),
    }),
    getStockistPackageDifference: async ({ params, query, auth }) => ({
      message: SM.difference,
      data: await registration.difference(signedIn(auth), params.packageId, query.is_upgrade_pickup ?? false),
    }),
    approveStockistRegistration: async ({ params, auth, req }) => ({
      message: SM.registrationApproved,
      data: await registration.approveRegistration(signedIn(auth), params.id, req.ip),
    }),
    disapproveStockistRegistration: async ({ params, auth, req }) => ({
      message: SM.registrationDisapproved,
      data: await registration.disapproveRegistration(signedIn(auth), params.id, req.ip),
    }),
    approveStockistUpgrade: async ({ params, auth, req }) => ({
      message: SM.upgradeApproved,
      data: await registration.approveUpgrade(signedIn(auth), params.id, req.ip),
    }),
    disapproveStockistUpgrade: async ({ params, auth, req }) => ({
      message: SM.upgradeDisapproved,
      data: await registration.disapproveUpgrade(signedIn(auth), params.id, req.ip),
    }),
  };
}
