import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AccountType } from '../../db/types';
import { AppError, forbidden, invalid, notFound, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { ReadCache } from '../../lib/readCache';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Auth } from '../../contract/handlers';
import { createCodes, type Codes } from './auth.codes';
import { createAuthRepository, type AuthRepository, type UserRow } from './auth.repository';
import { M } from './auth.messages';
import { toAdmin, toAuthUser } from './auth.serializers';
import { createPasswords } from './auth.passwords';
import { createFailureThrottle } from './auth.throttle';
import { createSessions, type Sessions } from './auth.sessions';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'sessionTtlHours' | 'publicUrl'>;
  repo?: AuthRepository;
  now?: () => Date;
  /** Keeps resolved sessions (see lib/readCache); none: every request reads the database. */
  readCache?: ReadCache;
  /** Shared with the registration service, which mails the first confirmation code. */
  codes?: Codes;
  sessions?: Sessions;
}

/**
 * Signing in and out (password, the 2FA code step, per-account failure throttle), email
 * confirmation, password reset and change, and 2FA settings. One-time codes are auth.codes and
 * bearer sessions auth.sessions; registration is the members module's.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, mailer } = deps;
  const repo = deps.repo ?? createAuthRepository(db);
  const now = deps.now ?? (() => new Date());
  const codes = deps.codes ?? createCodes({ db, repo, mailer, config: deps.config, now });
  const sessions =
    deps.sessions ?? createSessions({ repo, config: deps.config, now, readCache: deps.readCache });

  const failures = createFailureThrottle({ repo, now, message: M.tooManyFailures });

  function memberOutcome(user: UserRow) {
    return {
      email: user.email,
      email_verified_at: user.email_verified_at ? new Date(user.email_verified_at).toISOString() : null,
      enable_2fa: user.enable_2fa,
      payment: user.payment_status,
      is_admin: false,
    };
  }

  async function openChallenge(type: AccountType, id: number) {
    const loginToken = randomToken();
    await repo.insertChallenge({
      token_hash: sha256(loginToken),
      account_type: type,
      account_id: id,
      expires_at: new Date(now().getTime() + CHALLENGE_TTL_MS),
    });
    return loginToken;
  }

  async function challengeFor(loginToken: string, email: string, userType: AccountType) {
    const challenge = await repo.findOpenChallenge(sha256(loginToken));
    if (!challenge || challenge.account_type !== userType) throw invalid('login_token', M.loginExpired);
    const account =
      userType === 'user'
        ? await repo.findUserById(challenge.account_id)
        : await repo.findAdminById(challenge.account_id);
    if (!account || account.email.toLowerCase() !== email.toLowerCase())
      throw invalid('login_token', M.loginExpired);
    return { challenge, account };
  }

  return {
    ...createPasswords({ db, repo, codes }),

    async confirmEmail(email: string, code: string) {
      const user = await repo.findUserByEmail(email);
      if (user?.email_verified_at) throw invalid('email', M.alreadyConfirmed);
      await codes.use(
        user && user.status !== 'expired' ? { type: 'user', id: user.id } : null,
        'email_confirmation',
        code,
        null,
        (tx) => repo.markEmailVerified(user!.id, tx),
      );
      return M.emailConfirmed;
    },

    async resendEmailConfirmation(email: string) {
      const user = await repo.findUserByEmail(email);
      if (user && !user.email_verified_at && user.status !== 'expired') {
        const account = { type: 'user' as const, id: user.id, email: user.email, firstName: user.first_name };
        await codes.send(account, 'email_confirmation');
      }
      return M.confirmationResent;
    },

    async memberLogin(username: string, password: string, address: string) {
      const key = `user:${username.toLowerCase()}`;
      const { stepUp } = await failures.check(key, address);
      const user = await repo.findUserByUsername(username);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) {
        await failures.fail(key, address);
        throw unauthorized(M.badCredentials);
      }
      await failures.clear(key, address);
      if (await sessions.closeIfExpired(user)) throw new AppError(403, M.expired);
      if (!user.email_verified_at) {
        return {
          message: M.confirmEmailFirst,
          data: { ...memberOutcome(user), access_token: null, login_token: null },
        };
      }
      if (user.enable_2fa || stepUp) {
        const loginToken = await openChallenge('user', user.id);
        return {
          message: user.enable_2fa ? M.enterTwoFactorCode : M.unusualSignIn,
          data: { ...memberOutcome(user), access_token: null, login_token: loginToken },
        };
      }
      const session = await sessions.create('user', user.id);
      return {
        message: M.loggedIn,
        data: {
          ...memberOutcome(user),
          access_token: session.token,
          uuid: user.uuid,
          token_type: 'Bearer' as const,
          expires_at: session.expiresAt,
          login_token: null,
        },
      };
    },

    async adminLogin(email: string, password: string, address: string) {
      const key = `admin:${email.toLowerCase()}`;
      const { stepUp } = await failures.check(key, address);
      const admin = await repo.findAdminByEmail(email);
      const ok = admin
        ? await verifyPassword(admin.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!admin || !ok) {
        await failures.fail(key, address);
        throw unauthorized(M.badCredentials);
      }
      await failures.clear(key, address);
      const base = {
        email: admin.email,
        email_verified_at: null,
        enable_2fa: admin.enable_2fa,
        payment: 'approved' as const,
        is_admin: true,
        password_change_required: admin.password_change_required,
      };
      if (admin.enable_2fa || stepUp) {
        const loginToken = await openChallenge('admin', admin.id);
        return {
          message: admin.enable_2fa ? M.enterTwoFactorCode : M.unusualSignIn,
          data: { ...base, access_token: null, login_token: loginToken },
        };
      }
      const session = await sessions.create('admin', admin.id);
      return {
        message: M.loggedIn,
        data: {
          ...base,
          access_token: session.token,
          token_type: 'Bearer' as const,
          expires_at: session.expiresAt,
          login_token: null,
        },
      };
    },

    async sendTwoFactorCode(email: string, userType: AccountType, loginToken: string) {
      const { challenge, account } = await challengeFor(loginToken, email, userType);
      const target = {
        type: userType,
        id: account.id,
        email: account.email,
        firstName: 'first_name' in account ? account.first_name : account.name,
      };
      await codes.send(target, 'two_factor', challenge.id);
      return M.twoFactorCodeSent;
    },

    async authenticateTwoFactor(email: string, userType: AccountType, loginToken: string, code: string) {
      const { challenge, account } = await challengeFor(loginToken, email, userType);
      await codes.use({ type: userType, id: account.id }, 'two_factor', code, challenge.id, async (tx) => {
        const consumed = await repo.consumeChallenge(challenge.id, tx);
        if (Number(consumed.numUpdatedRows) !== 1) throw invalid('login_token', M.loginExpired);
      });
      const session = await sessions.create(userType, account.id);
      const common = {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_at: session.expiresAt,
        login_token: null,
      };
      if (userType === 'user') {
        const user = (await repo.findUserById(account.id))!;
        return { message: M.loggedIn, data: { ...memberOutcome(user), ...common, uuid: user.uuid } };
      }
      return {
        message: M.loggedIn,
        data: {
          email: account.email,
          email_verified_at: null,
          enable_2fa: 'enable_2fa' in account ? account.enable_2fa : true,
          payment: 'approved' as const,
          is_admin: true,
          password_change_required: 'password_change_required' in account && account.password_change_required,
          ...common,
        },
      };
    },

    authenticate: sessions.authenticate,
    cachedSession: sessions.cached,

    async logout(auth: Auth) {
      await repo.revokeSession(auth.sessionId, auth);
      return M.loggedOut;
    },

    async currentUser(auth: Auth) {
      const user = await repo.findUserById(auth.id);
      if (!user) throw unauthorized();
      return toAuthUser(user);
    },

    async currentAdmin(auth: Auth) {
      const admin = await repo.findAdminById(auth.id);
      if (!admin) throw unauthorized();
      return toAdmin(admin);
    },

    /** A member may only change their own account; an administrator any (audited). */
    async toggleMemberTwoFactor(caller: Auth, uuid: string, enabled: boolean, ip: string | null) {
      const user = await repo.findUserByUuid(uuid);
      if (!user) throw notFound(M.memberNotFound);
      if (caller.type === 'user' && caller.id !== user.id) throw forbidden(M.notYourAccount);
      return this.setTwoFactor(caller, { type: 'user', id: user.id, ref: user.uuid }, enabled, ip);
    },

    async setTwoFactor(
      auth: Auth,
      target: { type: AccountType; id: number; ref: string },
      enabled: boolean,
      ip: string | null,
    ) {
      await inTransaction(db, async (tx) => {
        await repo.setTwoFactor(target.type, target.id, enabled, tx);
        if (auth.type === 'admin') {
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: auth.id,
              action: `${target.type}.2fa.${enabled ? 'enable' : 'disable'}`,
              target_type: target.type,
              target_id: target.ref,
              before: null,
              after: { enable_2fa: enabled },
              ip,
            },
            tx,
          );
        }
      });
      return enabled ? M.twoFactorEnabled : M.twoFactorDisabled;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
