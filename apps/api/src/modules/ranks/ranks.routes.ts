import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { RKM, type RanksService } from './ranks.service';

/** HTTP only: the administrators' rank list, reads, create and update. */
export function ranksHandlers(ranks: RanksService): HandlerMap {
  return {
    listRanks: async ({ auth }) => ({ message: RKM.ranks, data: await ranks.list(signedIn(auth)) }),
    getRank: async ({ params, auth }) => ({
      message: RKM.rank,
      data: await ranks.get(signedIn(auth), params.id),
    }),
    createRank: async ({ body, auth, req }) => ({
      message: RKM.created,
      data: await ranks.create(signedIn(auth), body, req.ip),
    }),
    updateRank: async ({ params, body, auth, req }) => ({
      message: RKM.updated,
      data: await ranks.update(signedIn(auth), params.id, body, req.ip),
    }),
  };
}
