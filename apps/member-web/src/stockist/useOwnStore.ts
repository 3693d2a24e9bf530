import { ApiError, byUuid, useQuery, type components } from '@kola/api';
import { useMember } from '../shell';

export type OwnStore = components['schemas']['Stockist'];

/**
 * The signed-in member's store (GET /stockists/user/{uuid}/single): `missing` when they never registered
 * one (404), `approved` when the stockist portal is theirs (docs/screens/stockist.md#states).
 */
export function useOwnStore() {
  const member = useMember();
  const query = useQuery('/stockists/user/{uuid}/single', byUuid(member.uuid));
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const store = missing ? null : (query.data ?? null);
  return {
    member,
    store,
    missing,
    approved: member.is_stockist === 1 && store?.stockist_status === 'approved',
    loading: query.isLoading,
    error: missing ? undefined : query.error,
    reload: () => query.mutate(),
  };
}
