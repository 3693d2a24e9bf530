import { useCallback } from 'react';
import { ApiError, errorMessage, useRevalidateReads, type ReadPath } from '@kola/api';
import { useToast } from '@kola/ui';

/**
 * What an administrator reads when the item was decided meanwhile (the API answers 409: another
 * administrator, or a second tab, approved or declined it first; docs/screens/back-office.md#approvals-and-states).
 */
export const STATE_MOVED_ON = (noun: string) =>
  `This ${noun} was already decided, so nothing changed. The list now shows its current state.`;

/**
 * Runs one approve or decline: a success toasts the server's message; a 409 says the item's state
 * moved on; any other failure shows the server's message. Either way the lists whose paths `stale`
 * matches are read again, and the call resolves (the confirmation closes) — the list then shows
 * what the item has become, and what can still be done with it.
 */
export function useDecision(stale: (path: ReadPath) => boolean) {
  const toast = useToast();
  const revalidate = useRevalidateReads();
  return useCallback(
    async (noun: string, call: () => Promise<{ message: string }>) => {
      try {
        const answer = await call();
        toast.show({ tone: 'success', message: answer.message });
      } catch (error) {
        const movedOn = error instanceof ApiError && error.status === 409;
        toast.show(
          movedOn
            ? { tone: 'warning', message: STATE_MOVED_ON(noun) }
            : { tone: 'danger', message: errorMessage(error) },
        );
      }
      await revalidate(stale);
    },
    [toast, revalidate, stale],
  );
}
