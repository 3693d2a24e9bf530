import { koboToNaira } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { koboField, requireCatalogueAdmin, textField } from '../../lib/catalogue';
import { AppError, invalid, isUniqueViolation, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { IMAGE_TYPES, randomUploadName, storagePath } from '../../lib/uploads';
import { createStorageRepository } from '../storage/storage.repository';
import {
  createIncentivesRepository,
  type IncentiveValues,
  type IncentivesRepository,
  type IncentiveViewRow,
} from './incentives.repository';

/** Every text the incentive operations answer. */
export const INM = {
  incentives: 'Incentives',
  incentive: 'Incentive',
  notFound: 'Incentive not found.',
  created: 'Incentive created successfully',
  updated: 'Incentive updated successfully',
  noRank: 'The selected rank does not exist.',
  rankTaken: 'This rank already has an incentive: edit that one instead.',
  imageType: 'The picture must be a JPEG, PNG or WebP image.',
} as const;

/** The multipart forms and their one file, the picture `file_path`. */
const FILES = { file_path: { types: IMAGE_TYPES, typeMessage: INM.imageType } } as const;
export const INCENTIVE_CREATE_FORM = { schema: 'IncentiveCreateForm', files: FILES } as const;
export const INCENTIVE_UPDATE_FORM = { schema: 'IncentiveUpdateForm', files: FILES } as const;

/** The contract's Incentive: money in naira. */
export function toIncentive(row: IncentiveViewRow) {
  return {
    id: row.id,
    name: row.name,
    points: row.points,
    incentive: row.incentive,
    worth: koboToNaira(row.worth_kobo),
    file_path: row.file_path,
    rank_id: row.rank_id,
  };
}

const audited = (v: IncentiveValues) => ({
  rank_id: v.rank_id,
  incentive: v.incentive,
  worth_kobo: Number(v.worth_kobo),
  file_path: v.file_path,
});

/**
 * The incentives, one per rank (docs/catalogue.md#incentives): read and changed by
 * administrators. The picture is stored under a random name in the same transaction as the row;
 * a replaced picture stays stored (the audit's before points at it). Claims already made keep the
 * worth they were made with.
 */
export function createIncentivesService(
  db: Database,
  repo: IncentivesRepository = createIncentivesRepository(db),
) {
  const storage = createStorageRepository(db);

  return {
    async list(caller: Auth) {
      requireCatalogueAdmin(caller);
      return (await repo.all()).map(toIncentive);
    },
    async get(caller: Auth, id: number) {
      requireCatalogueAdmin(caller);
      const row = await repo.view(id);
      if (!row) throw notFound(INM.notFound);
      return toIncentive(row);
    },

    /** POST /incentives/create (multipart; who may call is checked before the form is read; audited). */
    async create(caller: Auth, readForm: () => Promise<MultipartForm>, ip: string | null) {
      requireCatalogueAdmin(caller);
      const { fields, files } = await readForm();
      const picture = files.file_path;
      if (!picture) throw invalid('file_path', 'The picture is required.');
      const rankId = Number(fields.rank_id);
      const text = textField('incentive', String(fields.incentive));
      const worth = koboField('worth', Number(fields.worth));
      const id = await inTransaction(db, async (tx) => {
        if (!(await repo.rankExists(rankId, tx))) throw invalid('rank_id', INM.noRank);
        if (await repo.ofRank(rankId, null, tx)) throw new AppError(409, INM.rankTaken);
        const name = randomUploadName(picture.contentType);
        await storage.insert(
          {
            name,
            purpose: 'incentive_image',
            userId: null,
            contentType: picture.contentType,
            data: picture.data,
          },
          tx,
        );
        const values: IncentiveValues = {
          rank_id: rankId,
          incentive: text,
          worth_kobo: worth,
          file_path: storagePath(name),
        };
        const id = await insertOrConflict(() => repo.insert(values, tx));
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: caller.id,
            action: 'incentives.create',
            target_type: 'incentive',
            target_id: String(id),
            before: null,
            after: audited(values),
            ip,
          },
          tx,
        );
        return id;
      });
      return toIncentive((await repo.view(id))!);
    },

    /**
     * POST /incentives/{id}/update (multipart): fields left out keep their value, the picture
     * too; 404 for an unknown id, 409 when the rank chosen already has another incentive; audited
     * with before and after.
     */
    async update(caller: Auth, id: number, readForm: () => Promise<MultipartForm>, ip: string | null) {
      requireCatalogueAdmin(caller);
      const { fields, files } = await readForm();
      const picture = files.file_path;
      const rankId = fields.rank_id === undefined ? undefined : Number(fields.rank_id);
      const text =
        fields.incentive === undefined ? undefined : textField('incentive', String(fields.incentive));
      const worth = fields.worth === undefined ? undefined : koboField('worth', Number(fields.worth));
      await inTransaction(db, async (tx) => {
        const before = await repo.lock(id, tx);
        if (!before) throw notFound(INM.notFound);
        if (rankId !== undefined && rankId !== before.rank_id) {
          if (!(await repo.rankExists(rankId, tx))) throw invalid('rank_id', INM.noRank);
          if (await repo.ofRank(rankId, id, tx)) throw new AppError(409, INM.rankTaken);
        }
        let filePath = before.file_path;
        if (picture) {
          const name = randomUploadName(picture.contentType);
          await storage.insert(
            {
              name,
              purpose: 'incentive_image',
              userId: null,
              contentType: picture.contentType,
              data: picture.data,
            },
            tx,
          );
          filePath = storagePath(name);
        }
        const values: IncentiveValues = {
          rank_id: rankId ?? before.rank_id,
          incentive: text ?? before.incentive,
          worth_kobo: worth ?? Number(before.worth_kobo),
          file_path: filePath,
        };
        await insertOrConflict(() => repo.update(id, values, tx));
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: caller.id,
            action: 'incentives.update',
            target_type: 'incentive',
            target_id: String(id),
            before: audited(before),
            after: audited(values),
            ip,
          },
          tx,
        );
      });
      return toIncentive((await repo.view(id))!);
    },
  };
}

/** A concurrent write that gave the rank an incentive first (the unique rank_id) answers 409 too. */
async function insertOrConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'incentives_rank_id_key')) throw new AppError(409, INM.rankTaken);
    throw error;
  }
}

export type IncentivesService = ReturnType<typeof createIncentivesService>;
