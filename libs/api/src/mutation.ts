import { useCallback, useRef, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import type { AnswerOf, InitOf, PathOf, ReadPath, WriteMethod } from './contract';
import { errorMessage, type ApiError } from './errors';
import { API_KEY_PREFIX, useApiClient, useRevalidateReads } from './hooks';

export interface MutationOptions<M extends WriteMethod, P extends PathOf<M>> {
  /**
   * The reads a success makes stale, by contract path (and the answer, when it depends on it):
   * they are revalidated before the trigger resolves.
   */
  revalidates?: (read: ReadPath, answer: AnswerOf<M, P>) => boolean;
}

/**
 * A write of the contract through SWR's useSWRMutation: `trigger(init)` sends `method path` with
 * the operation's typed params and body and resolves with its success answer (the whole envelope:
 * flows need its message); a failure rejects with the ApiError carrying the message to show.
 * `isMutating` is the busy flag. Keys are ['api', "POST /path"], which no read uses.
 *
 *     const { trigger } = useMutation('post', '/withdrawals/{uuid}/initiate', { revalidates })
 *     await trigger({ params: { path: { uuid } }, body: { amount } })
 */
export function useMutation<M extends WriteMethod, P extends PathOf<M>>(
  method: M,
  path: P,
  options: MutationOptions<M, P> = {},
) {
  const client = useApiClient();
  const revalidateReads = useRevalidateReads();
  const latest = useRef(options);
  latest.current = options;
  const key = [API_KEY_PREFIX, `${method.toUpperCase()} ${path}`] as const;
  return useSWRMutation<AnswerOf<M, P>, ApiError, typeof key, InitOf<M, P>>(
    key,
    async (_key, { arg }) => {
      const send = client[method.toUpperCase() as Uppercase<WriteMethod>] as unknown as (
        path: string,
        init: unknown,
      ) => Promise<{ data?: unknown }>;
      const { data } = await send.call(client, path, arg);
      const answer = data as AnswerOf<M, P>;
      const stale = latest.current.revalidates;
      if (stale) await revalidateReads((read) => stale(read, answer));
      return answer;
    },
    { revalidate: false, populateCache: false, throwOnError: true },
  );
}

/**
 * The error of a flow, and `run`: clears it, runs a call, and on failure records its message and
 * resolves null.
 */
export function useFlowError() {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setError(null);
    try {
      return await call();
    } catch (err) {
      setError(errorMessage(err));
      return null;
    }
  }, []);
  return { error, setError, run };
}
