import { tooMany } from '../../lib/errors';
import type { AuthRepository } from './auth.repository';

// docs/security.md#rate-limits: five failed passwords from one address within 15 minutes shut that
// address out of the key for the rest of the window; five from anywhere make a sign-in ask for an
// emailed code after a correct password. Nobody can lock the owner out from elsewhere.
export const FAILURE_WINDOW_MINUTES = 15;
export const FAILURE_LIMIT = 5;
export const STEP_UP_LIMIT = 5;

export interface FailureThrottleDeps {
  repo: Pick<AuthRepository, 'recordFailure' | 'recentFailures' | 'clearFailures'>;
  now: () => Date;
  /** The 429's text, given the minutes until the next attempt is allowed. */
  message: (minutes: number) => string;
}

/**
 * The failed-password throttle, counted in `auth_failures` per key and client address so every
 * server shares the count. Sign-in keys it by account (`user:<username>`, `admin:<email>`);
 * revealing an order code by member (`order-code:user:<id>`, a signed-in member's own action, with
 * one address for all).
 */
export function createFailureThrottle(deps: FailureThrottleDeps) {
  const { repo, now } = deps;
  return {
    /**
     * 429 while this address has used up its failures for the key in the window; otherwise
     * whether the key was failed at FAILURE_LIMIT times from anywhere (`stepUp`).
     */
    async check(key: string, address = ''): Promise<{ stepUp: boolean }> {
      const failures = await repo.recentFailures(key, address, FAILURE_WINDOW_MINUTES);
      if (failures.fromAddress >= FAILURE_LIMIT && failures.oldestFromAddress) {
        const freeAt = new Date(failures.oldestFromAddress).getTime() + FAILURE_WINDOW_MINUTES * 60_000;
        throw tooMany(deps.message(Math.max(1, Math.ceil((freeAt - now().getTime()) / 60_000))));
      }
      return { stepUp: failures.total >= STEP_UP_LIMIT };
    },
    async fail(key: string, address = ''): Promise<void> {
      await repo.recordFailure(key, address);
    },
    /** A correct password forgets this address's failures, not the others'. */
    async clear(key: string, address = ''): Promise<void> {
      await repo.clearFailures(key, address);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
