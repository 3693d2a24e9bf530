import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { PM, type ProductsService } from './products.service';

/** HTTP only: the member-facing product reads. */
export function productsHandlers(products: ProductsService): HandlerMap {
  return {
    listActiveProducts: async () => ({ message: PM.active, data: await products.listActive() }),
    getProduct: async ({ params, auth }) => ({
      message: PM.product,
      data: await products.get(signedIn(auth), params.id),
    }),
  };
}
