import type { HandlerMap } from '../../contract/handlers';
import { signedIn } from '../../contract/handlers';
import { NM } from './network.messages';
import type { NetworkService } from './network.service';

/** HTTP only: the downline and genealogy reads delegate to the network service. */
export function networkHandlers(network: NetworkService): HandlerMap {
  return {
    listDownlines: async ({ params, query, auth }) => ({
      message: NM.downlines,
      data: await network.downlines(signedIn(auth), params.uuid, query),
    }),
    listDirectDownlines: async ({ params, auth }) => ({
      message: NM.directDownlines,
      data: await network.directDownlines(signedIn(auth), params.uuid),
    }),
    countDirectDownlines: async ({ params, auth }) => ({
      message: NM.countDirectDownlines,
      data: await network.countDirectDownlines(signedIn(auth), params.uuid),
    }),
    getGenealogy: async ({ params, query, auth }) => {
      const { tree, path } = await network.genealogy(signedIn(auth), params.uuid, query);
      return { message: NM.genealogy, data: path ? { ...tree, path } : tree };
    },
  };
}
