import type { HandlerMap } from '../../contract/handlers';
import type { ReportsService } from './reports.service';

/** HTTP only: the back office's reports (administrators, by the operations' x-access). */
export function reportsHandlers(reports: ReportsService): HandlerMap {
  return {
    listForfeitedBonuses: async ({ query }) => ({
      message: 'Bonuses not paid',
      data: await reports.forfeited(query),
    }),
  };
}
