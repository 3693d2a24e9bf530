import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { SPM, type ServiceProvidersService } from './service-providers.service';

/** HTTP only: the payment providers and which one serves payments and payouts. */
export function serviceProvidersHandlers(service: ServiceProvidersService): HandlerMap {
  return {
    listServiceProviders: async () => ({ message: SPM.providers, data: await service.listProviders() }),
    getServiceProvider: async ({ params }) => ({
      message: SPM.provider,
      data: await service.getProvider(params.id),
    }),
    createServiceProvider: async ({ body, auth, req }) => ({
      message: SPM.providerCreated,
      data: await service.createProvider(signedIn(auth), body, req.ip),
    }),
    updateServiceProvider: async ({ params, body, auth, req }) => ({
      message: SPM.providerUpdated,
      data: await service.renameProvider(signedIn(auth), params.id, body, req.ip),
    }),
    listProductServices: async () => ({ message: SPM.services, data: await service.listServices() }),
    getProductService: async ({ params }) => ({
      message: SPM.service,
      data: await service.getService(params.id),
    }),
    getProductServiceByService: async ({ query }) => ({
      message: SPM.service,
      data: await service.getServiceOf(query.service),
    }),
    createProductService: async ({ body, auth, req }) => ({
      message: SPM.serviceCreated,
      data: await service.createService(signedIn(auth), body, req.ip),
    }),
    updateProductService: async ({ params, body, auth, req }) => ({
      message: SPM.serviceUpdated,
      data: await service.updateService(signedIn(auth), params.id, body, req.ip),
    }),
  };
}
