import { REGISTRATION_WINDOW_DAYS } from '@kola/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, invalid, isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Codes } from '../auth/auth.codes';
import { createAuthRepository, type AuthRepository } from '../auth/auth.repository';
import { createPlacement } from './placement.service';
import { RM } from './registration.messages';
import { createRegistrationRepository, type RegistrationRepository } from './registration.repository';

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

export interface RegistrationServiceDeps {
  db: Database;
  /** The auth module's one-time codes: the first email confirmation code. */
  codes: Codes;
  repo?: RegistrationRepository;
  /** Accounts and sessions (the auth module's repository). */
  accounts?: AuthRepository;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Registration: a new member placed in the tree, unpaid until the package payment; the first
 * email confirmation code mailed. Unpaid registrations expire after the registration window.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { db, codes } = deps;
  const repo = deps.repo ?? createRegistrationRepository(db);
  const accounts = deps.accounts ?? createAuthRepository(db);
  const placement = createPlacement(repo);

  return {
    async register(input: RegisterInput) {
      const taken = await repo.usernameOrEmailTaken(input.username, input.email);
      const errors: Record<string, string[]> = {};
      if (taken?.username) errors.username = [RM.usernameTaken];
      if (taken?.email) errors.email = [RM.emailTaken];
      if (!(await repo.packageExists(input.package_id))) errors.package_id = [RM.packageInvalid];
      if (Object.keys(errors).length > 0) throw new AppError(422, Object.values(errors)[0]![0]!, errors);

      const place = await placement.choose(input);
      const passwordHash = await hashPassword(input.password);
      let userId: number;
      try {
        userId = await inTransaction(db, async (tx) => {
          const slot = await placement.claimSlot(tx, place);
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
              sponsor_id: place.sponsorId,
              placement_parent_id: slot.parentId,
              placement_position: slot.position,
            },
            tx,
          );
          return inserted.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key')) throw invalid('username', RM.usernameTaken);
        if (isUniqueViolation(error, 'users_email_key')) throw invalid('email', RM.emailTaken);
        if (isUniqueViolation(error, 'users_placement_slot_key'))
          throw invalid(
            'referrer',
            place.kind === 'named' ? RM.uplineFull(place.upline.username) : RM.noSlotNow,
          );
        throw error;
      }
      const user = (await accounts.findUserById(userId))!;
      const account = { type: 'user' as const, id: user.id, email: user.email, firstName: user.first_name };
      const code = await codes.issue(account, 'email_confirmation');
      try {
        await codes.mail(account, 'email_confirmation', code);
      } catch (error) {
        // The account and its slot are kept: the confirmation page offers "Resend code".
        deps.log?.error({ err: error, to: account.email }, 'confirmation mail could not be sent');
      }
      return { message: RM.registered, user };
    },

    /**
     * The hourly sweep: every registration left unpaid past 7 days expires, frees its slot
     * and loses its sessions (each is also closed lazily when next touched).
     */
    async expireUnpaidRegistrations(): Promise<number> {
      return inTransaction(db, async (tx) => {
        const expired = await repo.expireUnpaid(REGISTRATION_WINDOW_DAYS, null, tx);
        await accounts.revokeSessionsOfUsers(
          expired.map((r) => r.id),
          tx,
        );
        return expired.length;
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
