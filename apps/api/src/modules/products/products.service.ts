import { koboFromDb, koboToNaira, nairaToKobo } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, invalid, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { IMAGE_TYPES, randomUploadName, storagePath, uploadNameOf } from '../../lib/uploads';
import { createStorageRepository } from '../storage/storage.repository';
import { createProductsRepository, type ProductRow, type ProductValues } from './products.repository';

/** Every text the product operations answer (docs/screens/back-office.md#registration-products). */
export const PM = {
  active: 'Active products',
  all: 'Products',
  product: 'Product',
  notFound: 'Product not found.',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  enabled: 'Product enabled successfully',
  disabled: 'Product disabled successfully',
  alreadyEnabled: 'This product is already enabled.',
  alreadyDisabled: 'This product is already disabled.',
  imageType: 'The image must be a JPEG, PNG or WebP picture.',
  worth: 'The worth must be an amount in naira with at most two decimals.',
  points: 'The points must be a whole number.',
} as const;

/** The product form's multipart fields (ProductCreateRequest) and its one file, `image`. */
export const PRODUCT_CREATE_FORM = {
  schema: 'ProductCreateRequest',
  files: { image: { types: IMAGE_TYPES, typeMessage: PM.imageType } },
} as const;

/** The edit form (ProductUpdateRequest): every field optional. */
export const PRODUCT_UPDATE_FORM = {
  schema: 'ProductUpdateRequest',
  files: { image: { types: IMAGE_TYPES, typeMessage: PM.imageType } },
} as const;

/** The contract's Product: the price in naira, and the company store's stock (migration 0027). */
export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    worth: koboToNaira(koboFromDb(row.worth_kobo)),
    points: row.points,
    is_active: row.is_active,
    in_stock: row.stock_qty > 0,
    stock_qty: row.stock_qty,
  };
}

/** What an audit row keeps of a product (its price in kobo, as stored). */
function audited(row: ProductRow) {
  return {
    name: row.name,
    description: row.description,
    image: row.image,
    worth_kobo: koboFromDb(row.worth_kobo),
    points: row.points,
    stock_qty: row.stock_qty,
    is_active: row.is_active,
  };
}

/**
 * The form's values that were sent, checked beyond the schema (which already bounds each field):
 * the worth must be whole kobo, the points a whole number. 422 on the field; nothing is stored.
 */
function formValues(fields: Record<string, unknown>): Partial<ProductValues> {
  const values: Partial<ProductValues> = {};
  if (fields.name !== undefined) values.name = String(fields.name);
  if (fields.description !== undefined) values.description = String(fields.description);
  if (fields.worth !== undefined) {
    try {
      values.worth_kobo = nairaToKobo(Number(fields.worth));
    } catch {
      throw invalid('worth', PM.worth);
    }
  }
  if (fields.points !== undefined) {
    const points = Number(fields.points);
    if (!Number.isInteger(points)) throw invalid('points', PM.points);
    values.points = points;
  }
  if (fields.stock_qty !== undefined) values.stock_qty = Number(fields.stock_qty);
  return values;
}

/**
 * The product catalogue (docs/pickups-and-stockists.md#products): the enabled products members and
 * stockists order from, and the administrators' list, form and enable/disable switch, each
 * change audited with before and after in its own transaction.
 */
export function createProductsService(deps: { db: Database }) {
  const { db } = deps;
  const repo = createProductsRepository(db);
  const storage = createStorageRepository(db);

  /** A new picture under a random name (null without one): stored with the product's change. */
  const uploadOf = (form: MultipartForm) => {
    const image = form.files.image;
    return image ? { name: randomUploadName(image.contentType), ...image } : null;
  };

  return {
    async listActive() {
      return (await repo.active()).map(toProduct);
    },

    /** GET /products/all (administrators): every product, enabled or not. */
    async listAll() {
      return (await repo.all()).map(toProduct);
    },

    /** One product: a disabled one only for an administrator (404 for everyone else). */
    async get(caller: Auth, id: number) {
      const row = await repo.byId(id);
      if (!row || (!row.is_active && caller.type !== 'admin')) throw notFound(PM.notFound);
      return toProduct(row);
    },

    /** POST /products/create: name and worth required; enabled from the start. */
    async create(admin: Auth, readForm: () => Promise<MultipartForm>, ip: string | null) {
      const form = await readForm();
      const sent = formValues(form.fields);
      const upload = uploadOf(form);
      const values: ProductValues = {
        name: sent.name!,
        description: sent.description ?? '',
        worth_kobo: sent.worth_kobo!,
        points: sent.points ?? 0,
        stock_qty: sent.stock_qty ?? 0,
        image: upload ? storagePath(upload.name) : null,
      };
      const row = await inTransaction(db, async (tx) => {
        if (upload)
          await storage.insert(
            {
              name: upload.name,
              purpose: 'product_image',
              userId: null,
              contentType: upload.contentType,
              data: upload.data,
            },
            tx,
          );
        const created = await repo.insert(values, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'product.create',
            target_type: 'product',
            target_id: String(created.id),
            before: null,
            after: audited(created),
            ip,
          },
          tx,
        );
        return created;
      });
      return toProduct(row);
    },

    /**
     * POST /products/{id}/update: only the fields sent change; a new picture replaces the old one,
     * which is dropped in the same transaction.
     */
    async update(admin: Auth, id: number, readForm: () => Promise<MultipartForm>, ip: string | null) {
      if (!(await repo.byId(id))) throw notFound(PM.notFound);
      const form = await readForm();
      const changes = formValues(form.fields);
      const upload = uploadOf(form);
      if (upload) changes.image = storagePath(upload.name);
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.lock(id, tx);
        if (!before) throw notFound(PM.notFound);
        if (upload)
          await storage.insert(
            {
              name: upload.name,
              purpose: 'product_image',
              userId: null,
              contentType: upload.contentType,
              data: upload.data,
            },
            tx,
          );
        const after = Object.keys(changes).length > 0 ? await repo.update(id, changes, tx) : before;
        const replaced = upload ? uploadNameOf(before.image) : null;
        if (replaced) await storage.removeCompanyUpload(replaced, 'product_image', tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'product.update',
            target_type: 'product',
            target_id: String(id),
            before: audited(before),
            after: audited(after),
            ip,
          },
          tx,
        );
        return after;
      });
      return toProduct(row);
    },

    /**
     * PUT /products/{id}/toggle-status: the state wanted, not a flip, so two administrators acting
     * on the same list cannot undo each other: asking for the state it already has answers 409.
     * A disabled product leaves the members' lists and carts; orders already placed keep it.
     */
    async setActive(admin: Auth, id: number, active: boolean, ip: string | null) {
      const row = await inTransaction(db, async (tx) => {
        const before = await repo.lock(id, tx);
        if (!before) throw notFound(PM.notFound);
        if (before.is_active === active)
          throw new AppError(409, active ? PM.alreadyEnabled : PM.alreadyDisabled);
        const after = await repo.setActive(id, active, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: admin.id,
            action: 'product.status.set',
            target_type: 'product',
            target_id: String(id),
            before: { is_active: before.is_active },
            after: { is_active: after.is_active },
            ip,
          },
          tx,
        );
        return after;
      });
      return { message: active ? PM.enabled : PM.disabled, data: toProduct(row) };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
