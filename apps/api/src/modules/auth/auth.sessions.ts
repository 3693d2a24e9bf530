import { registrationExpired } from '@kola/domain';
import type { Auth } from '../../contract/handlers';
import type { Config } from '../../config';
import type { AccountType } from '../../db/types';
import { accountTag, type ReadCache } from '../../lib/readCache';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AuthRepository, UserRow } from './auth.repository';

export interface SessionsDeps {
  repo: AuthRepository;
  config: Pick<Config, 'sessionTtlHours'>;
  now: () => Date;
  /** Keeps resolved sessions (see lib/readCache); none: every request reads the database. */
  readCache?: ReadCache;
}

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;

/** Bearer sessions: opened at sign-in, resolved on every request, closed with the account's access. */
export function createSessions(deps: SessionsDeps) {
  const { repo, now } = deps;
  const cache = deps.readCache;

  /** Expired unpaid registrations are closed lazily, when they are next touched. */
  async function closeIfExpired(
    user: Pick<UserRow, 'id' | 'status' | 'payment_status' | 'created_at'>,
  ): Promise<boolean> {
    if (user.status === 'expired') return true;
    if (user.payment_status === 'pending' && registrationExpired(user.created_at, now())) {
      await repo.expireUser(user.id);
      await repo.revokeSessionsOf('user', user.id, null);
      return true;
    }
    return false;
  }

  return {
    closeIfExpired,

    async create(type: AccountType, accountId: number) {
      const token = randomToken();
      const session = await repo.insertSession({
        token_hash: sha256(token),
        account_type: type,
        account_id: accountId,
        expires_at: new Date(now().getTime() + deps.config.sessionTtlHours * 3_600_000),
      });
      return { token, expiresAt: new Date(session.expires_at).toISOString() };
    },

    /**
     * Resolves a bearer token; expired registrations lose their sessions. The answer for a paid
     * member or an administrator is kept in the read cache (evicted by any change to the
     * account's sessions or state, and at the session's expiry); an unpaid registration's is
     * not, as it can expire by the clock.
     */
    async authenticate(token: string): Promise<Auth | null> {
      const tokenHash = sha256(token);
      // Learnt while resolving: the account's tag, the session's end, and whether the answer can
      // only change through a notified write (not by the clock, as an unpaid registration's can).
      let tags: string[] = [];
      let expiresAt = 0;
      let settled = false;
      const resolve = async (): Promise<Auth | null> => {
        const session = await repo.findLiveSessionWithUser(tokenHash);
        if (!session) return null;
        tags = [accountTag(session.account_type, session.account_id)];
        expiresAt = new Date(session.expires_at).getTime();
        if (session.account_type === 'user') {
          if (session.user_id === null || session.user_uuid === null) return null;
          const user = {
            id: session.user_id,
            status: session.user_status!,
            payment_status: session.user_payment_status!,
            created_at: session.user_created_at!,
          };
          if (await closeIfExpired(user)) return null;
          settled = user.payment_status !== 'pending';
          return { type: 'user', id: session.account_id, sessionId: session.id, uuid: session.user_uuid };
        }
        // An administrator who must still choose a password is resolved afresh on every request, so
        // the change takes effect at once on every server.
        const passwordChangeRequired = session.admin_password_change_required === true;
        settled = !passwordChangeRequired;
        return {
          type: session.account_type,
          id: session.account_id,
          sessionId: session.id,
          ...(passwordChangeRequired ? { passwordChangeRequired } : {}),
        };
      };
      if (!cache) return resolve();
      return cache.read(sessionKey(tokenHash), resolve, (auth) =>
        auth && settled ? { tags, ttlMs: expiresAt - now().getTime() } : null,
      );
    },

    /**
     * The account of a token as authenticate() resolved it and the read cache still holds it (the
     * same rules: evicted by any change to the account's sessions or state, here or on another
     * server, and at the session's expiry), with no query and no promise; undefined: not known
     * here, call authenticate().
     */
    cached(token: string): Auth | undefined {
      return cache?.peek<Auth>(sessionKey(sha256(token)));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
