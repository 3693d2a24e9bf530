import type { components } from '@kola/api/schema';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  optionalTextField,
  requireCatalogueAdmin,
  textField,
  wholeField,
  withUniqueName,
} from '../../lib/catalogue';
import { invalid, notFound } from '../../lib/errors';
import {
  createRanksRepository,
  type RankValues,
  type RanksRepository,
  type RankViewRow,
} from './ranks.repository';

type RankInput = components['schemas']['RankInput'];

/** Every text the rank operations answer. */
export const RKM = {
  ranks: 'Ranks',
  rank: 'Rank',
  notFound: 'Rank not found.',
  created: 'Rank created successfully',
  updated: 'Rank updated successfully',
  nameTaken: 'A rank with this name already exists.',
  noPackage: 'The selected package does not exist.',
} as const;

/** The contract's Rank. */
export function toRank(row: RankViewRow) {
  return {
    id: row.id,
    name: row.name,
    points: row.points,
    is_global_profit_eligible: (row.is_global_profit_eligible ? 1 : 0) as 0 | 1,
    description: row.description,
    package: row.package_id,
    package_name: row.package_name,
  };
}

type RankRow = Omit<RankValues, 'package_id'> & { package_id: number | null };
const audited = (r: RankRow) => ({
  name: r.name,
  points: r.points,
  is_global_profit_eligible: r.is_global_profit_eligible,
  description: r.description,
  package_id: r.package_id,
});

function valuesOf(body: RankInput): RankValues {
  return {
    name: textField('name', body.name),
    points: wholeField('points', body.points),
    is_global_profit_eligible: body.is_global_profit_eligible === 1,
    description: optionalTextField('description', body.description),
    package_id: body.package_id,
  };
}

/**
 * The ranks (docs/catalogue.md#ranks): read and changed by administrators. A change applies when
 * a member's CPV changes next; ranks already held are never taken away, and claims already made
 * keep their worth.
 */
export function createRanksService(db: Database, repo: RanksRepository = createRanksRepository(db)) {
  async function checked(
    body: RankInput,
    exceptId: number | null,
    tx: Parameters<RanksRepository['lockAll']>[0],
  ) {
    const values = valuesOf(body);
    if (!(await repo.packageExists(values.package_id, tx))) throw invalid('package_id', RKM.noPackage);
    if (await repo.nameTaken(values.name, exceptId, tx)) throw invalid('name', RKM.nameTaken);
    return values;
  }

  return {
    async list(caller: Auth) {
      requireCatalogueAdmin(caller);
      return (await repo.all()).map(toRank);
    },
    async get(caller: Auth, id: number) {
      requireCatalogueAdmin(caller);
      const row = await repo.view(id);
      if (!row) throw notFound(RKM.notFound);
      return toRank(row);
    },

    /** POST /ranks/create (audited). */
    async create(caller: Auth, body: RankInput, ip: string | null) {
      requireCatalogueAdmin(caller);
      valuesOf(body);
      const write = () =>
        inTransaction(db, async (tx) => {
          await repo.lockAll(tx);
          const values = await checked(body, null, tx);
          const id = await repo.insert(values, tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'ranks.create',
              target_type: 'rank',
              target_id: String(id),
              before: null,
              after: audited(values),
              ip,
            },
            tx,
          );
          return id;
        });
      const id = await withUniqueName(write, 'ranks_name_key', RKM.nameTaken);
      return toRank((await repo.view(id))!);
    },

    /** PUT /ranks/{id}/update: every field replaced; 404 for an unknown id (audited with before and after). */
    async update(caller: Auth, id: number, body: RankInput, ip: string | null) {
      requireCatalogueAdmin(caller);
      valuesOf(body);
      const write = () =>
        inTransaction(db, async (tx) => {
          const before = (await repo.lockAll(tx)).find((r) => r.id === id);
          if (!before) throw notFound(RKM.notFound);
          const values = await checked(body, id, tx);
          await repo.update(id, values, tx);
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'ranks.update',
              target_type: 'rank',
              target_id: String(id),
              before: audited(before),
              after: audited(values),
              ip,
            },
            tx,
          );
        });
      await withUniqueName(write, 'ranks_name_key', RKM.nameTaken);
      return toRank((await repo.view(id))!);
    },
  };
}

export type RanksService = ReturnType<typeof createRanksService>;
