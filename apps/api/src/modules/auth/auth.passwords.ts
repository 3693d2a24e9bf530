import type { Auth } from '../../contract/handlers';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AccountType } from '../../db/types';
import { invalid, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { CodeAccount, Codes } from './auth.codes';
import type { AuthRepository } from './auth.repository';
import { M } from './auth.messages';

/**
 * Passwords: a reset by mailed code (signed out), a change by mailed code after the old password
 * (signed in), and an administrator's new password for a member (audited). Each revokes the
 * account's other sessions.
 */
export function createPasswords(deps: { db: Database; repo: AuthRepository; codes: Codes }) {
  const { db, repo, codes } = deps;

  async function accountByEmail(email: string, type: AccountType): Promise<CodeAccount | null> {
    if (type === 'user') {
      const user = await repo.findUserByEmail(email);
      return user && user.status !== 'expired'
        ? { type, id: user.id, email: user.email, firstName: user.first_name }
        : null;
    }
    const admin = await repo.findAdminByEmail(email);
    return admin ? { type, id: admin.id, email: admin.email, firstName: admin.name } : null;
  }

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

  return {
    async sendResetCode(email: string, userType: AccountType) {
      const account = await accountByEmail(email, userType);
      if (account) await codes.send(account, 'password_reset');
      return M.resetCodeSent;
    },

    async resetPassword(email: string, userType: AccountType, code: string, password: string) {
      const account = await accountByEmail(email, userType);
      const passwordHash = await hashPassword(password);
      await codes.use(account, 'password_reset', code, null, async (tx) => {
        await repo.setPassword(userType, account!.id, passwordHash, tx);
        await repo.revokeSessionsOf(userType, account!.id, null, tx);
      });
      return M.passwordReset;
    },

    async sendChangePasswordCode(auth: Auth, email: string, userType: AccountType, oldPassword: string) {
      const account = await signedInAccount(auth, email, userType);
      if (!(await verifyPassword(account.passwordHash, oldPassword)))
        throw invalid('old_password', M.oldPasswordWrong);
      await codes.send(account, 'change_password');
      return M.changeCodeSent;
    },

    async changePassword(auth: Auth, email: string, userType: AccountType, code: string, password: string) {
      const account = await signedInAccount(auth, email, userType);
      // The first-sign-in change (docs/security.md#production-defaults) must really change it.
      if (auth.passwordChangeRequired && (await verifyPassword(account.passwordHash, password)))
        throw invalid('password', M.choosePasswordOfYourOwn);
      const passwordHash = await hashPassword(password);
      await codes.use(account, 'change_password', code, null, async (tx) => {
        await repo.setPassword(account.type, account.id, passwordHash, tx);
        await repo.revokeSessionsOf(account.type, account.id, auth.sessionId, tx);
      });
      return M.passwordChanged;
    },

    async changeUserPassword(auth: Auth, uuid: string, password: string, ip: string | null) {
      const user = await repo.findUserByUuid(uuid);
      if (!user) throw notFound(M.memberNotFound);
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
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
  };
}
