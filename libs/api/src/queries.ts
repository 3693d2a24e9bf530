// More SWR reads, one per screen need, built on useApiQuery. Keep keys ['api', path, ...args].
import { useApiQuery } from './hooks';

/** GET /packages/all: every registration package, cheapest first (the register page). */
export function usePackages(enabled = true) {
  return useApiQuery(enabled ? (['api', '/packages/all'] as const) : null, async (api) => {
    const { data } = await api.GET('/packages/all');
    return data!.data;
  });
}
