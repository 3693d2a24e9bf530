import type { Transaction } from 'kysely';
import { REGISTRATION_WINDOW_DAYS, registrationExpired } from '@kola/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccountType, CodePurpose, DB } from '../../db/types';
import {
  AppError,
  forbidden,
  invalid,
  isUniqueViolation,
  notFound,
  tooMany,
  unauthorized,
} from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { accountTag, type ReadCache } from '../../lib/readCache';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { codeMatches, hashCode, randomCode, randomToken, sha256 } from '../../lib/tokens';
import type { Auth } from '../../contract/handlers';
import { createAuthRepository, type AuthRepository, type UserRow } from './auth.repository';
import { M } from './auth.messages';
import { toAdmin, toAuthUser } from './auth.serializers';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const FAILURE_WINDOW_MINUTES = 15;
const FAILURE_LIMIT = 5;

export interface AuthServiceDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'sessionTtlHours' | 'publicUrl'>;
  repo?: AuthRepository;
  now?: () => Date;
  log?: { error(obj: object, msg: string): void };
  /** Keeps resolved sessions (see lib/readCache); none: every request reads the database. */
  readCache?: ReadCache;
}

export interface RegisterInput {
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  email: string;
  phone: string;
  referrer?: string | null;
  placer?: string | null;
  package_id: number;
}

type Account = { type: AccountType; id: number; email: string; firstName: string };

export function createAuthService(deps: AuthServiceDeps) {
  const { db, mailer } = deps;
  const repo = deps.repo ?? createAuthRepository(db);
  const now = deps.now ?? (() => new Date());
  const cache = deps.readCache;

  async function createSession(type: AccountType, accountId: number) {
    const token = randomToken();
    const session = await repo.insertSession({
      token_hash: sha256(token),
      account_type: type,
      account_id: accountId,
      expires_at: new Date(now().getTime() + deps.config.sessionTtlHours * 3_600_000),
    });
    return { token, expiresAt: new Date(session.expires_at).toISOString() };
  }

  async function issueCode(
    account: Account,
    purpose: CodePurpose,
    challengeId: number | null = null,
  ): Promise<string> {
    const code = randomCode();
    await db.transaction().execute(async (tx) => {
      await repo.retireCodes(account.type, account.id, purpose, tx);
      await repo.insertCode(
        {
          account_type: account.type,
          account_id: account.id,
          purpose,
          challenge_id: challengeId,
          code_hash: hashCode(code),
          expires_at: new Date(now().getTime() + CODE_TTL_MS),
        },
        tx,
      );
    });
    return code;
  }

  async function mailCode(account: Account, purpose: CodePurpose, code: string) {
    const what: Record<CodePurpose, [string, string]> = {
      email_confirmation: ['Confirm your email address', 'Your email confirmation code is'],
      password_reset: ['Your password reset code', 'Your password reset code is'],
      change_password: ['Your change-password code', 'Your code to change your password is'],
      two_factor: ['Your sign-in code', 'Your sign-in code is'],
    };
    const [subject, lead] = what[purpose];
    await mailer.send({
      to: account.email,
      subject,
      text: `Hello ${account.firstName},\n\n${lead} ${code}\n\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this mail.\n\n${deps.config.publicUrl}`,
    });
  }

  /**
   * Checks a code and, when it matches, consumes it and runs `onSuccess` in the same
   * transaction. A wrong attempt is counted and committed before the 422 is thrown.
   */
  async function useCode<T>(
    account: { type: AccountType; id: number } | null,
    purpose: CodePurpose,
    code: string,
    challengeId: number | null,
    onSuccess: (tx: Transaction<DB>) => Promise<T>,
  ): Promise<T> {
    if (!account) throw invalid('code', M.codeInvalid);
    const outcome = await db.transaction().execute(async (tx) => {
      const latest = await repo.latestCode(account.type, account.id, purpose, challengeId, tx);
      if (!latest || new Date(latest.expires_at).getTime() <= now().getTime())
        return { ok: false as const, message: M.codeExpired };
      if (latest.attempts >= CODE_MAX_ATTEMPTS) return { ok: false as const, message: M.codeLocked };
      if (!codeMatches(latest.code_hash, code)) {
        const { attempts } = await repo.countAttempt(latest.id, tx);
        return {
          ok: false as const,
          message: attempts >= CODE_MAX_ATTEMPTS ? M.codeLastAttempt : M.codeInvalid,
        };
      }
      const consumed = await repo.consumeCode(latest.id, tx);
      if (Number(consumed.numUpdatedRows) !== 1) return { ok: false as const, message: M.codeExpired };
      return { ok: true as const, value: await onSuccess(tx) };
    });
    if (!outcome.ok) throw invalid('code', outcome.message);
    return outcome.value;
  }

  async function throttle(accountKey: string) {
    const { count, oldest } = await repo.recentFailures(accountKey, FAILURE_WINDOW_MINUTES);
    if (count >= FAILURE_LIMIT && oldest) {
      const freeAt = new Date(oldest).getTime() + FAILURE_WINDOW_MINUTES * 60_000;
      throw tooMany(M.tooManyFailures(Math.max(1, Math.ceil((freeAt - now().getTime()) / 60_000))));
    }
  }

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

  async function accountByEmail(email: string, type: AccountType): Promise<Account | null> {
    if (type === 'user') {
      const user = await repo.findUserByEmail(email);
      return user && user.status !== 'expired'
        ? { type, id: user.id, email: user.email, firstName: user.first_name }
        : null;
    }
    const admin = await repo.findAdminByEmail(email);
    return admin ? { type, id: admin.id, email: admin.email, firstName: admin.name } : null;
  }

  return {
    async register(input: RegisterInput) {
      const taken = await repo.usernameOrEmailTaken(input.username, input.email);
      const errors: Record<string, string[]> = {};
      if (taken?.username) errors.username = [M.usernameTaken];
      if (taken?.email) errors.email = [M.emailTaken];
      if (!(await repo.packageExists(input.package_id))) errors.package_id = [M.packageInvalid];
      if (Object.keys(errors).length > 0) throw new AppError(422, Object.values(errors)[0]![0]!, errors);

      const referrer = input.referrer?.trim() || null;
      const placer = input.placer?.trim() || null;
      const upline = referrer ? await repo.findUserByUsername(referrer) : await repo.rootUser();
      if (!upline || ('status' in upline && upline.status === 'expired'))
        throw invalid('referrer', M.uplineUnknown(referrer ?? ''));
      let sponsorId = upline.id;
      if (placer && placer.toLowerCase() !== upline.username.toLowerCase()) {
        const sponsor = await repo.findUserByUsername(placer);
        if (!sponsor || sponsor.status === 'expired') throw invalid('placer', M.sponsorUnknown(placer));
        sponsorId = sponsor.id;
      }

      const passwordHash = await hashPassword(input.password);
      let userId: number;
      try {
        userId = await db.transaction().execute(async (tx) => {
          // The upline row lock serialises registrations under one upline: two can never both
          // see a free slot. The unique (parent, position) index is the backstop.
          const locked = await repo.lockUser(upline.id, tx);
          if (!locked || locked.status === 'expired')
            throw invalid('referrer', M.uplineUnknown(referrer ?? ''));
          await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, upline.id, tx);
          const taken = new Set((await repo.takenPositions(upline.id, tx)).map((r) => r.placement_position));
          const position = [1, 2].find((p) => !taken.has(p));
          if (!position) throw invalid('referrer', M.uplineFull(upline.username));
          const inserted = await repo.insertUser(
            {
              first_name: input.first_name.trim(),
              last_name: input.last_name.trim(),
              username: input.username,
              email: input.email.trim(),
              phone: input.phone,
              password_hash: passwordHash,
              package_id: input.package_id,
              reg_package_id: input.package_id,
              sponsor_id: sponsorId,
              placement_parent_id: upline.id,
              placement_position: position,
            },
            tx,
          );
          return inserted.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key')) throw invalid('username', M.usernameTaken);
        if (isUniqueViolation(error, 'users_email_key')) throw invalid('email', M.emailTaken);
        if (isUniqueViolation(error, 'users_placement_slot_key'))
          throw invalid('referrer', M.uplineFull(upline.username));
        throw error;
      }
      const user = (await repo.findUserById(userId))!;
      const account = { type: 'user' as const, id: user.id, email: user.email, firstName: user.first_name };
      const code = await issueCode(account, 'email_confirmation');
      try {
        await mailCode(account, 'email_confirmation', code);
      } catch (error) {
        // The account and its slot are kept: the confirmation page offers "Resend code".
        deps.log?.error({ err: error, to: account.email }, 'confirmation mail could not be sent');
      }
      return { message: M.registered, user };
    },

    async confirmEmail(email: string, code: string) {
      const user = await repo.findUserByEmail(email);
      if (user?.email_verified_at) throw invalid('email', M.alreadyConfirmed);
      await useCode(
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
        await mailCode(account, 'email_confirmation', await issueCode(account, 'email_confirmation'));
      }
      return M.confirmationResent;
    },

    async memberLogin(username: string, password: string) {
      const key = `user:${username.toLowerCase()}`;
      await throttle(key);
      const user = await repo.findUserByUsername(username);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) {
        await repo.recordFailure(key);
        throw unauthorized(M.badCredentials);
      }
      await repo.clearFailures(key);
      if (await closeIfExpired(user)) throw new AppError(403, M.expired);
      if (!user.email_verified_at) {
        return {
          message: M.confirmEmailFirst,
          data: { ...memberOutcome(user), access_token: null, login_token: null },
        };
      }
      if (user.enable_2fa) {
        const loginToken = await openChallenge('user', user.id);
        return {
          message: M.enterTwoFactorCode,
          data: { ...memberOutcome(user), access_token: null, login_token: loginToken },
        };
      }
      const session = await createSession('user', user.id);
      return {
        message: M.loggedIn,
        data: {
          ...memberOutcome(user),
          access_token: session.token,
          token_type: 'Bearer' as const,
          expires_at: session.expiresAt,
          login_token: null,
        },
      };
    },

    async adminLogin(email: string, password: string) {
      const key = `admin:${email.toLowerCase()}`;
      await throttle(key);
      const admin = await repo.findAdminByEmail(email);
      const ok = admin
        ? await verifyPassword(admin.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!admin || !ok) {
        await repo.recordFailure(key);
        throw unauthorized(M.badCredentials);
      }
      await repo.clearFailures(key);
      const base = {
        email: admin.email,
        email_verified_at: null,
        enable_2fa: admin.enable_2fa,
        payment: 'approved' as const,
        is_admin: true,
      };
      if (admin.enable_2fa) {
        const loginToken = await openChallenge('admin', admin.id);
        return {
          message: M.enterTwoFactorCode,
          data: { ...base, access_token: null, login_token: loginToken },
        };
      }
      const session = await createSession('admin', admin.id);
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
      await mailCode(target, 'two_factor', await issueCode(target, 'two_factor', challenge.id));
      return M.twoFactorCodeSent;
    },

    async authenticateTwoFactor(email: string, userType: AccountType, loginToken: string, code: string) {
      const { challenge, account } = await challengeFor(loginToken, email, userType);
      await useCode({ type: userType, id: account.id }, 'two_factor', code, challenge.id, async (tx) => {
        const consumed = await repo.consumeChallenge(challenge.id, tx);
        if (Number(consumed.numUpdatedRows) !== 1) throw invalid('login_token', M.loginExpired);
      });
      const session = await createSession(userType, account.id);
      const common = {
        access_token: session.token,
        token_type: 'Bearer' as const,
        expires_at: session.expiresAt,
        login_token: null,
      };
      if (userType === 'user') {
        const user = (await repo.findUserById(account.id))!;
        return { message: M.loggedIn, data: { ...memberOutcome(user), ...common } };
      }
      return {
        message: M.loggedIn,
        data: {
          email: account.email,
          email_verified_at: null,
          enable_2fa: true,
          payment: 'approved' as const,
          is_admin: true,
          ...common,
        },
      };
    },

    async sendResetCode(email: string, userType: AccountType) {
      const account = await accountByEmail(email, userType);
      if (account) await mailCode(account, 'password_reset', await issueCode(account, 'password_reset'));
      return M.resetCodeSent;
    },

    async resetPassword(email: string, userType: AccountType, code: string, password: string) {
      const account = await accountByEmail(email, userType);
      const passwordHash = await hashPassword(password);
      await useCode(account, 'password_reset', code, null, async (tx) => {
        await repo.setPassword(userType, account!.id, passwordHash, tx);
        await repo.revokeSessionsOf(userType, account!.id, null, tx);
      });
      return M.passwordReset;
    },

    async sendChangePasswordCode(auth: Auth, email: string, userType: AccountType, oldPassword: string) {
      const account = await signedInAccount(auth, email, userType);
      if (!(await verifyPassword(account.passwordHash, oldPassword)))
        throw invalid('old_password', M.oldPasswordWrong);
      await mailCode(account, 'change_password', await issueCode(account, 'change_password'));
      return M.changeCodeSent;
    },

    async changePassword(auth: Auth, email: string, userType: AccountType, code: string, password: string) {
      const account = await signedInAccount(auth, email, userType);
      const passwordHash = await hashPassword(password);
      await useCode(account, 'change_password', code, null, async (tx) => {
        await repo.setPassword(account.type, account.id, passwordHash, tx);
        await repo.revokeSessionsOf(account.type, account.id, auth.sessionId, tx);
      });
      return M.passwordChanged;
    },

    async logout(auth: Auth) {
      await repo.revokeSession(auth.sessionId, auth);
      return M.loggedOut;
    },

    /**
     * The hourly sweep: every registration left unpaid past 7 days expires, frees its slot
     * and loses its sessions (each is also closed lazily when next touched).
     */
    async expireUnpaidRegistrations(): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const expired = await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, null, tx);
        await repo.revokeSessionsOfUsers(
          expired.map((r) => r.id),
          tx,
        );
        return expired.length;
      });
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
        settled = true;
        return { type: session.account_type, id: session.account_id, sessionId: session.id };
      };
      if (!cache) return resolve();
      return cache.read(`session:${tokenHash}`, resolve, (auth) =>
        auth && settled ? { tags, ttlMs: expiresAt - now().getTime() } : null,
      );
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

    async changeUserPassword(auth: Auth, uuid: string, password: string, ip: string | null) {
      const user = await repo.findUserByUuid(uuid);
      if (!user) throw notFound(M.memberNotFound);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (tx) => {
        await repo.setPassword('user', user.id, passwordHash, tx);
        await repo.revokeSessionsOf('user', user.id, null, tx);
        await repo.audit(
          {
            actor_type: 'admin',
            actor_id: auth.id,
            action: 'member.password.set',
            target_type: 'user',
            target_id: uuid,
            before: null,
            after: null,
            ip,
          },
          tx,
        );
      });
      return M.userPasswordChanged;
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
      await db.transaction().execute(async (tx) => {
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

  async function signedInAccount(auth: Auth, email: string, userType: AccountType) {
    if (auth.type !== userType) throw invalid('user_type', M.wrongUserType);
    const row = auth.type === 'user' ? await repo.findUserById(auth.id) : await repo.findAdminById(auth.id);
    if (!row) throw unauthorized();
    if (row.email.toLowerCase() !== email.toLowerCase()) throw invalid('email', M.notYourEmail);
    return {
      type: auth.type,
      id: row.id,
      email: row.email,
      firstName: 'first_name' in row ? row.first_name : row.name,
      passwordHash: row.password_hash,
    };
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
