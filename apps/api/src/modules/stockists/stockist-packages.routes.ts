import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { SPM, type StockistPackagesService } from './stockist-packages.service';

/** HTTP only: the administrators' stockist package create and update (the reads are in stockists.routes.ts). */
export function stockistPackagesHandlers(packages: StockistPackagesService): HandlerMap {
  return {
    createStockistPackage: async ({ body, auth, req }) => ({
      message: SPM.created,
      data: await packages.create(signedIn(auth), body, req.ip),
    }),
    updateStockistPackage: async ({ params, body, auth, req }) => ({
      message: SPM.updated,
      data: await packages.update(signedIn(auth), params.id, body, req.ip),
    }),
  };
}
