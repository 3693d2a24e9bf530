import type { UploadContentType, UploadPurpose } from '../../db/types';
import type { Database } from '../../db/database';
import type { Executor } from '../ledger/ledger.repository';

export interface NewUpload {
  name: string;
  purpose: UploadPurpose;
  userId: number | null;
  contentType: UploadContentType;
  data: Buffer;
}

/** SQL of stored uploads (the files themselves live in the uploads table). */
export function createStorageRepository(db: Database) {
  return {
    find(name: string, ex: Executor = db) {
      return ex
        .selectFrom('uploads')
        .select(['content_type', 'data'])
        .where('name', '=', name)
        .executeTakeFirst();
    },

    insert(upload: NewUpload, ex: Executor = db) {
      return ex
        .insertInto('uploads')
        .values({
          name: upload.name,
          purpose: upload.purpose,
          user_id: upload.userId,
          content_type: upload.contentType,
          size_bytes: upload.data.length,
          data: upload.data,
        })
        .execute();
    },

    /** Drops an upload that a record no longer points to (only one of this purpose and owner). */
    remove(name: string, purpose: UploadPurpose, userId: number, ex: Executor = db) {
      return ex
        .deleteFrom('uploads')
        .where('name', '=', name)
        .where('purpose', '=', purpose)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Drops a company upload (no owner, such as a product picture) that nothing points to any more. */
    removeCompanyUpload(name: string, purpose: UploadPurpose, ex: Executor = db) {
      return ex
        .deleteFrom('uploads')
        .where('name', '=', name)
        .where('purpose', '=', purpose)
        .where('user_id', 'is', null)
        .execute();
    },
  };
}

export type StorageRepository = ReturnType<typeof createStorageRepository>;
