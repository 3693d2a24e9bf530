import { formatKobo, koboFromDb } from '@kola/domain';
import type { components } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  koboField,
  percentField,
  requireCatalogueAdmin,
  textField,
  wholeField,
  withUniqueName,
} from '../../lib/catalogue';
import { invalid, notFound } from '../../lib/errors';
import { SM } from './stockists.messages';
import type { StockistPackageRow } from './stockists.repository';
import { toStockistPackage } from './stockists.serializers';
import {
  createStockistPackagesRepository,
  type StockistPackagesRepository,
  type StockistPackageValues,
} from './stockist-packages.repository';

type CreateBody = components['schemas']['StockistPackageCreateRequest'];
type UpdateBody = components['schemas']['StockistPackageUpdateRequest'];

/** Every text the stockist package edits answer. */
export const SPM = {
  created: 'Stockist package created successfully',
  updated: 'Stockist package updated successfully',
  nameTaken: 'A stockist package with this name already exists.',
  tooLow: (min: string, name: string) =>
    `The registration price must be at least ${min}, the ${name} package's: a higher stockist package may not cost less.`,
  tooHigh: (max: string, name: string) =>
    `The registration price must be at most ${max}, the ${name} package's: a higher stockist package may not cost less.`,
} as const;

const audited = (p: StockistPackageValues) => ({
  name: p.name,
  registration_value_kobo: Number(p.registration_value_kobo),
  point_value: Number(p.point_value),
  pickup_amount_kobo: Number(p.pickup_amount_kobo),
  sales_bonus_percentage: Number(p.sales_bonus_percentage),
  value: p.value,
});

/** The fields sent, each checked on its field (docs/catalogue.md#values). */
function changesOf(body: UpdateBody): Partial<StockistPackageValues> {
  const changes: Partial<StockistPackageValues> = {};
  if (body.name !== undefined) changes.name = textField('name', body.name);
  if (body.registration_value !== undefined)
    changes.registration_value_kobo = koboField('registration_value', body.registration_value);
  if (body.point_value !== undefined) changes.point_value = wholeField('point_value', body.point_value);
  if (body.pickup_amount !== undefined)
    changes.pickup_amount_kobo = koboField('pickup_amount', body.pickup_amount);
  if (body.sales_bonus_percentage !== undefined)
    changes.sales_bonus_percentage = percentField('sales_bonus_percentage', body.sales_bonus_percentage);
  // The card's figure is kept as naira text; checked as money first.
  if (body.value !== undefined) changes.value = String(koboField('value', body.value) / 100);
  return changes;
}

/**
 * A stockist upgrade goes to a package with a higher id and pays the difference of the
 * registration prices (docs/catalogue.md#stockist-packages): a package's price stays between
 * those of the packages before and after it.
 */
function checkOrder(
  values: StockistPackageValues,
  lower: StockistPackageRow | undefined,
  higher: StockistPackageRow | undefined,
) {
  const price = (p: StockistPackageRow) => koboFromDb(p.registration_value_kobo);
  if (lower && values.registration_value_kobo < price(lower))
    throw invalid('registration_value', SPM.tooLow(formatKobo(price(lower)), lower.name));
  if (higher && values.registration_value_kobo > price(higher))
    throw invalid('registration_value', SPM.tooHigh(formatKobo(price(higher)), higher.name));
}

/**
 * The administrators' stockist package create and update (docs/catalogue.md#stockist-packages).
 * A change applies to registrations, upgrades and orders approved after it: the rebate of an
 * order is the package's percentage when the order is fulfilled, and pickup balances already set
 * stay.
 */
export function createStockistPackagesService(
  db: Database,
  repo: StockistPackagesRepository = createStockistPackagesRepository(db),
) {
  return {
    /** POST /stockist-packages/create: the package comes last (the highest id); audited. */
    async create(caller: Auth, body: CreateBody, ip: string | null) {
      requireCatalogueAdmin(caller);
      const changes = changesOf(body);
      const values: StockistPackageValues = {
        name: changes.name!,
        registration_value_kobo: changes.registration_value_kobo!,
        point_value: changes.point_value ?? 1,
        pickup_amount_kobo: changes.pickup_amount_kobo!,
        sales_bonus_percentage: changes.sales_bonus_percentage!,
        value: changes.value ?? '',
      };
      const write = () =>
        inTransaction(db, async (tx) => {
          const all = await repo.lockAll(tx);
          checkOrder(values, all[all.length - 1], undefined);
          if (await repo.nameTaken(values.name, null, tx)) throw invalid('name', SPM.nameTaken);
          const created = await repo.insert(values, tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'stockist_packages.create',
              target_type: 'stockist_package',
              target_id: String(created.id),
              before: null,
              after: audited(created),
              ip,
            },
            tx,
          );
          return created;
        });
      return toStockistPackage(await withUniqueName(write, 'stockist_packages_name_key', SPM.nameTaken));
    },

    /** PUT /stockist-packages/{id}/update: only the fields sent change; 404 for an unknown id; audited. */
    async update(caller: Auth, id: number, body: UpdateBody, ip: string | null) {
      requireCatalogueAdmin(caller);
      const changes = changesOf(body);
      const write = () =>
        inTransaction(db, async (tx) => {
          const all = await repo.lockAll(tx);
          const at = all.findIndex((p) => p.id === id);
          const before = all[at];
          if (!before) throw notFound(SM.packageNotFound);
          const values: StockistPackageValues = {
            name: before.name,
            registration_value_kobo: Number(before.registration_value_kobo),
            point_value: Number(before.point_value),
            pickup_amount_kobo: Number(before.pickup_amount_kobo),
            sales_bonus_percentage: Number(before.sales_bonus_percentage),
            value: before.value,
            ...changes,
          };
          checkOrder(values, all[at - 1], all[at + 1]);
          if (await repo.nameTaken(values.name, id, tx)) throw invalid('name', SPM.nameTaken);
          const after = await repo.update(id, values, tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'stockist_packages.update',
              target_type: 'stockist_package',
              target_id: String(id),
              before: audited(before),
              after: audited(after),
              ip,
            },
            tx,
          );
          return after;
        });
      return toStockistPackage(await withUniqueName(write, 'stockist_packages_name_key', SPM.nameTaken));
    },
  };
}

export type StockistPackagesService = ReturnType<typeof createStockistPackagesService>;
