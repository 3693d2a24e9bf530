import type { HandlerMap } from '../../contract/handlers';
import type { PackagesService } from './packages.service';

export function packagesHandlers(packages: PackagesService): HandlerMap {
  return {
    listPackages: async () => ({ message: 'Packages', data: await packages.list() }),
    getPackage: async ({ params }) => ({ message: 'Package', data: await packages.get(params.id) }),
  };
}
