import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { PKM, type PackagesService } from './packages.service';

/** HTTP only: the package reads and the administrators' create and update. */
export function packagesHandlers(packages: PackagesService): HandlerMap {
  return {
    listPackages: async () => ({ message: PKM.packages, data: await packages.list() }),
    getPackage: async ({ params }) => ({ message: PKM.package, data: await packages.get(params.id) }),
    createPackage: async ({ body, auth, req }) => ({
      message: PKM.created,
      data: await packages.create(signedIn(auth), body, req.ip),
    }),
    updatePackage: async ({ params, body, auth, req }) => ({
      message: PKM.updated,
      data: await packages.update(signedIn(auth), params.id, body, req.ip),
    }),
  };
}
