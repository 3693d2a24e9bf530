import { tooMany } from '../../lib/errors';
import type { AuthRepository } from './auth.repository';

export const FAILURE_WINDOW_MINUTES = 15;
export const FAILURE_LIMIT = 5;

export interface FailureThrottleDeps {
  repo: Pick<AuthRepository, 'recordFailure' | 'recentFailures' | 'clearFailures'>;
  now: () => Date;
  /** The 429's text, given the minutes until the next attempt is allowed. */
  message: (minutes: number) => string;
}

/**
 * The failed-password throttle (docs/security.md#rate-limits): at most FAILURE_LIMIT failures of
 * one key within FAILURE_WINDOW_MINUTES, counted in `auth_failures` so every server shares the
 * count. Sign-in keys it by account; revealing an order code by member (`order-code:user:<id>`).
 */
export function createFailureThrottle(deps: FailureThrottleDeps) {
  const { repo, now } = deps;
  return {
    /** 429 while the key has used up its failures in the window. */
    async check(key: string): Promise<void> {
      const { count, oldest } = await repo.recentFailures(key, FAILURE_WINDOW_MINUTES);
      if (count >= FAILURE_LIMIT && oldest) {
        const freeAt = new Date(oldest).getTime() + FAILURE_WINDOW_MINUTES * 60_000;
        throw tooMany(deps.message(Math.max(1, Math.ceil((freeAt - now().getTime()) / 60_000))));
      }
    },
    async fail(key: string): Promise<void> {
      await repo.recordFailure(key);
    },
    async clear(key: string): Promise<void> {
      await repo.clearFailures(key);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
