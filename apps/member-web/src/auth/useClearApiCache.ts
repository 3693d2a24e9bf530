import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Forget every cached API read (after a login or logout, so no other account's data lingers). */
export function useClearApiCache(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);
}
