import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { readMultipart } from '../../lib/multipart';
import {
  INCENTIVE_CREATE_FORM,
  INCENTIVE_UPDATE_FORM,
  INM,
  type IncentivesService,
} from './incentives.service';

/** HTTP only: the administrators' incentive list, reads, and the multipart create and update. */
export function incentivesHandlers(incentives: IncentivesService): HandlerMap {
  return {
    listIncentives: async ({ auth }) => ({
      message: INM.incentives,
      data: await incentives.list(signedIn(auth)),
    }),
    getIncentive: async ({ params, auth }) => ({
      message: INM.incentive,
      data: await incentives.get(signedIn(auth), params.id),
    }),
    createIncentive: async ({ auth, req }) => ({
      message: INM.created,
      data: await incentives.create(signedIn(auth), () => readMultipart(req, INCENTIVE_CREATE_FORM), req.ip),
    }),
    updateIncentive: async ({ params, auth, req }) => ({
      message: INM.updated,
      data: await incentives.update(
        signedIn(auth),
        params.id,
        () => readMultipart(req, INCENTIVE_UPDATE_FORM),
        req.ip,
      ),
    }),
  };
}
