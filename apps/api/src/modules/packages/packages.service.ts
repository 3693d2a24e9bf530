import { formatKobo, koboFromDb, koboToNaira } from '@kola/domain';
import type { components } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { koboField, requireCatalogueAdmin, textField, wholeField, withUniqueName } from '../../lib/catalogue';
import { invalid, notFound } from '../../lib/errors';
import { ensurePlanBaseline, lockPlan, recordPlanVersion } from '../plan/plan.repository';
import { createPackagesRepository, type PackagesRepository, type PackageValues } from './packages.repository';

type PackageRow = Awaited<ReturnType<PackagesRepository['all']>>[number];
type PackageInput = components['schemas']['PackageInput'];

/** Every text the package operations answer. */
export const PKM = {
  packages: 'Packages',
  package: 'Package',
  notFound: 'Package not found.',
  created: 'Package created successfully',
  updated: 'Package updated successfully',
  nameTaken: 'A package with this name already exists.',
  tooLow: (what: string, min: string, name: string) =>
    `The ${what} must be at least ${min}, the ${name} package's: a higher package may not cost less or give fewer PV.`,
  tooHigh: (what: string, max: string, name: string) =>
    `The ${what} must be at most ${max}, the ${name} package's: a higher package may not cost less or give fewer PV.`,
} as const;

/** The contract's Package: money in naira. */
export function toPackage(p: PackageRow) {
  return {
    id: p.id,
    name: p.name,
    point_value: p.point_value,
    registration_value: koboToNaira(p.registration_value_kobo),
    pickup_amount: koboToNaira(p.pickup_amount_kobo),
    matching_bonus_cap: koboToNaira(p.matching_bonus_cap_kobo),
  };
}

/** The audit's picture of a package (money in kobo, as stored). */
const audited = (p: PackageRow) => ({
  name: p.name,
  point_value: p.point_value,
  registration_value_kobo: Number(p.registration_value_kobo),
  pickup_amount_kobo: Number(p.pickup_amount_kobo),
  matching_bonus_cap_kobo: Number(p.matching_bonus_cap_kobo),
});

/** The body's values, each checked on its field (docs/catalogue.md#values). */
function valuesOf(body: PackageInput): PackageValues {
  return {
    name: textField('name', body.name),
    point_value: wholeField('point_value', body.point_value),
    registration_value_kobo: koboField('registration_value', body.registration_value),
    pickup_amount_kobo: koboField('pickup_amount', body.pickup_amount ?? 0),
    matching_bonus_cap_kobo: koboField('matching_bonus_cap', body.matching_bonus_cap ?? 0),
  };
}

/**
 * Upgrades go to a package with a higher id and pay the difference of the amounts
 * (docs/catalogue.md#registration-packages): a package's amount and PV stay between those of the
 * packages before and after it, so no upgrade is free or takes PV away.
 */
function checkOrder(values: PackageValues, lower: PackageRow | undefined, higher: PackageRow | undefined) {
  const rules = [
    {
      field: 'registration_value',
      what: 'registration amount',
      value: values.registration_value_kobo,
      of: (p: PackageRow) => koboFromDb(p.registration_value_kobo),
      show: (v: number) => formatKobo(v),
    },
    {
      field: 'point_value',
      what: 'point value',
      value: values.point_value,
      of: (p: PackageRow) => p.point_value,
      show: (v: number) => `${v} PV`,
    },
  ];
  for (const rule of rules) {
    if (lower && rule.value < rule.of(lower))
      throw invalid(rule.field, PKM.tooLow(rule.what, rule.show(rule.of(lower)), lower.name));
    if (higher && rule.value > rule.of(higher))
      throw invalid(rule.field, PKM.tooHigh(rule.what, rule.show(rule.of(higher)), higher.name));
  }
}

/**
 * The registration packages: read by anyone, created and changed by administrators
 * (docs/catalogue.md#registration-packages). A change applies to payments approved after it and
 * to the runs of periods ending after it: it appends the plan version it starts, in its
 * transaction (docs/plan.md#settings-in-force); the ledger keeps what was paid.
 */
export function createPackagesService(db: Database, repo: PackagesRepository = createPackagesRepository(db)) {
  return {
    async list() {
      return (await repo.all()).map(toPackage);
    },
    /** GET /packages/{id}: public, like the list; 404 for an unknown id. */
    async get(id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound(PKM.notFound);
      return toPackage(row);
    },

    /** POST /packages/create: the package comes last (the highest id) with zero generation rows; audited. */
    async create(caller: Auth, body: PackageInput, ip: string | null) {
      requireCatalogueAdmin(caller);
      const values = valuesOf(body);
      const write = () =>
        inTransaction(db, async (tx) => {
          // The settings lock first, as every plan change: versions follow the order of changes.
          await lockPlan(tx);
          await ensurePlanBaseline(tx);
          const all = await repo.lockAll(tx);
          checkOrder(values, all[all.length - 1], undefined);
          if (await repo.nameTaken(values.name, null, tx)) throw invalid('name', PKM.nameTaken);
          const created = await repo.insert(values, tx);
          await repo.insertGenerationRows(created.id, tx);
          await recordPlanVersion(tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'packages.create',
              target_type: 'package',
              target_id: String(created.id),
              before: null,
              after: audited(created),
              ip,
            },
            tx,
          );
          return created;
        });
      return toPackage(await withUniqueName(write, 'packages_name_key', PKM.nameTaken));
    },

    /** PUT /packages/{id}/update: every field replaced; 404 for an unknown id; audited with before and after. */
    async update(caller: Auth, id: number, body: PackageInput, ip: string | null) {
      requireCatalogueAdmin(caller);
      const values = valuesOf(body);
      const write = () =>
        inTransaction(db, async (tx) => {
          // The settings lock first, as every plan change: versions follow the order of changes.
          await lockPlan(tx);
          await ensurePlanBaseline(tx);
          const all = await repo.lockAll(tx);
          const at = all.findIndex((p) => p.id === id);
          const before = all[at];
          if (!before) throw notFound(PKM.notFound);
          checkOrder(values, all[at - 1], all[at + 1]);
          if (await repo.nameTaken(values.name, id, tx)) throw invalid('name', PKM.nameTaken);
          const after = await repo.update(id, values, tx);
          await recordPlanVersion(tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'packages.update',
              target_type: 'package',
              target_id: String(id),
              before: audited(before),
              after: audited(after),
              ip,
            },
            tx,
          );
          return after;
        });
      return toPackage(await withUniqueName(write, 'packages_name_key', PKM.nameTaken));
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
