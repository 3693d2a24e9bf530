import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AccountType, CodePurpose, DB } from '../../db/types';
import { invalid } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { codeMatches, hashCode, randomCode } from '../../lib/tokens';
import type { AuthRepository } from './auth.repository';
import { M } from './auth.messages';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;

/** Who a code is for and where it is mailed. */
export type CodeAccount = { type: AccountType; id: number; email: string; firstName: string };

export interface CodesDeps {
  db: Database;
  repo: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
}

/**
 * One-time codes mailed to an account (email confirmation, password reset and change, the 2FA
 * sign-in step): issued (retiring older ones), mailed, and checked at most five times.
 */
export function createCodes(deps: CodesDeps) {
  const { db, repo, mailer, now } = deps;

  async function issue(
    account: CodeAccount,
    purpose: CodePurpose,
    challengeId: number | null = null,
  ): Promise<string> {
    const code = randomCode();
    await inTransaction(db, async (tx) => {
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

  async function mail(account: CodeAccount, purpose: CodePurpose, code: string) {
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
  async function use<T>(
    account: { type: AccountType; id: number } | null,
    purpose: CodePurpose,
    code: string,
    challengeId: number | null,
    onSuccess: (tx: Transaction<DB>) => Promise<T>,
  ): Promise<T> {
    if (!account) throw invalid('code', M.codeInvalid);
    const outcome = await inTransaction(db, async (tx) => {
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

  return {
    issue,
    mail,
    use,
    /** Issues a new code and mails it. */
    async send(account: CodeAccount, purpose: CodePurpose, challengeId: number | null = null) {
      await mail(account, purpose, await issue(account, purpose, challengeId));
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
