import { koboToNaira } from '@kola/domain';
import { notFound } from '../../lib/errors';
import type { PackagesRepository } from './packages.repository';

type PackageRow = Awaited<ReturnType<PackagesRepository['all']>>[number];

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

export function createPackagesService(repo: PackagesRepository) {
  return {
    async list() {
      return (await repo.all()).map(toPackage);
    },
    /** GET /packages/{id}: public, like the list; 404 for an unknown id. */
    async get(id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound('Package not found.');
      return toPackage(row);
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
