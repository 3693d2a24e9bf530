import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { readMultipart } from '../../lib/multipart';
import { PM, PRODUCT_CREATE_FORM, PRODUCT_UPDATE_FORM, type ProductsService } from './products.service';

/** HTTP only: the product reads, and the back office's product form and switch. */
export function productsHandlers(products: ProductsService): HandlerMap {
  return {
    listActiveProducts: async () => ({ message: PM.active, data: await products.listActive() }),
    getProduct: async ({ params, auth }) => ({
      message: PM.product,
      data: await products.get(signedIn(auth), params.id),
    }),
    listProducts: async () => ({ message: PM.all, data: await products.listAll() }),
    createProduct: async ({ auth, req }) => ({
      message: PM.created,
      data: await products.create(signedIn(auth), () => readMultipart(req, PRODUCT_CREATE_FORM), req.ip),
    }),
    updateProduct: async ({ params, auth, req }) => ({
      message: PM.updated,
      data: await products.update(
        signedIn(auth),
        params.id,
        () => readMultipart(req, PRODUCT_UPDATE_FORM),
        req.ip,
      ),
    }),
    toggleProductStatus: async ({ params, body, auth, req }) =>
      products.setActive(signedIn(auth), params.id, body.is_active, req.ip),
  };
}
