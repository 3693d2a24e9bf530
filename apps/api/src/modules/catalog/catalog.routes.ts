import { koboToNaira } from '@kola/domain';
import type { Database } from '../../db/database';
import type { HandlerMap } from '../../contract/handlers';

/** Read-only catalogue data the public screens need now (registration packages). */
export function catalogHandlers(db: Database): HandlerMap {
  return {
    listPackages: async () => {
      const rows = await db.selectFrom('packages').selectAll().orderBy('id').execute();
      return {
        message: 'Packages',
        data: rows.map((p) => ({
          id: p.id,
          name: p.name,
          point_value: p.point_value,
          registration_value: koboToNaira(p.registration_value_kobo),
          pickup_amount: koboToNaira(p.pickup_amount_kobo),
          matching_bonus_cap: koboToNaira(p.matching_bonus_cap_kobo),
        })),
      };
    },
  };
}
