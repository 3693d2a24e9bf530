import { signedIn, type HandlerMap } from '../../contract/handlers';
import type { RunsAdminService } from './runs.admin';
import { RUN_MESSAGES } from './runs.messages';

/** HTTP only: the runs screen's operations delegate to the runs admin service. */
export function runsHandlers(runs: RunsAdminService): HandlerMap {
  return {
    listRuns: async ({ query, auth }) => ({
      message: RUN_MESSAGES.runs,
      data: await runs.list(signedIn(auth), query),
    }),
    listDueRuns: async ({ auth }) => ({ message: RUN_MESSAGES.due, data: await runs.due(signedIn(auth)) }),
    previewRun: async ({ params, auth }) => ({
      message: RUN_MESSAGES.preview,
      data: await runs.preview(signedIn(auth), params.kind, params.period),
    }),
    commitRun: async ({ params, auth, req }) => ({
      message: RUN_MESSAGES.committed,
      data: await runs.commit(signedIn(auth), params.kind, params.period, req.ip),
    }),
  };
}
