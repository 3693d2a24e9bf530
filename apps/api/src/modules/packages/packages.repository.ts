import type { Database } from '../../db/database';

/** SQL of the registration packages. */
export function createPackagesRepository(db: Database) {
  return {
    all() {
      return db.selectFrom('packages').selectAll().orderBy('id').execute();
    },
    byId(id: number) {
      return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;
