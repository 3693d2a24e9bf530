import type { Auth } from '../../contract/handlers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { memberForCaller } from '../../lib/access';
import { invalid, notFound, tooMany } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { MultipartForm } from '../../lib/multipart';
import { IMAGE_TYPES, randomUploadName, storagePath, uploadNameOf } from '../../lib/uploads';
import { toUser } from '../auth/auth.serializers';
import { createStorageRepository } from '../storage/storage.repository';
import { inTransaction } from '../../db/transaction';
import { createProfileRepository, type ProfileChanges, type ProfileRepository } from './profile.repository';

/**
 * Every text the profile, upline and invitation operations answer (docs/screens/member.md#messages where it
 * has one).
 */
export const PM = {
  profile: 'Profile',
  profileDetails: 'Profile details',
  upline: 'Upline details',
  noUpline: 'This member has no upline.',
  profileUpdated: 'Profile updated successfully',
  user: 'User',
  userUpdated: 'User updated successfully',
  nameRequired: (field: string) => `The ${field} is required.`,
  imageType: 'The image must be a JPEG, PNG or WebP picture.',
  invited: 'Friend invited successfully',
  referrerNotDownline: 'The referrer must be you or a member of your downline.',
  invitedRecently:
    'You invited this email address less than a day ago. Please wait before inviting it again.',
  tooManyInvitations: (limit: number, period: string) =>
    `You can send at most ${limit} invitations per ${period}. Please try again later.`,
} as const;

/** The profile edit's multipart fields (ProfileUpdateForm) and its one file, `image`. */
export const PROFILE_FORM = {
  schema: 'ProfileUpdateForm',
  files: { image: { types: IMAGE_TYPES, typeMessage: PM.imageType } },
} as const;

/**
 * How often a member may invite (the mail goes to an address the member types, so it is bounded):
 * 10 per hour and 30 per day, and one address once a day.
 */
export const INVITE_LIMITS = { perHour: 10, perDay: 30 } as const;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Gender = 'male' | 'female' | '';
const gender = (value: string | null): Gender => (value === 'male' || value === 'female' ? value : '');

/** Names typed by members go into a mail subject: no line breaks or control characters. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export interface ProfileServiceDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  repo?: ProfileRepository;
  now?: () => Date;
}

/**
 * A member's profile (GET profile, profile-details), upline, the profile edit with its photo, and
 * the invite-a-friend mail. Every call is about the member of a `{uuid}`: a member may only use
 * their own (403 otherwise, whether or not it exists), an administrator any (404 when none).
 */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, mailer } = deps;
  const repo = deps.repo ?? createProfileRepository(db);
  const storage = createStorageRepository(db);
  const now = deps.now ?? (() => new Date());

  async function profileOf(userId: number) {
    const row = await repo.profile(userId);
    return {
      address: row.address,
      gender: gender(row.gender),
      photo_path: row.photo_path,
      phone: row.phone,
      bank_name: row.bank_name,
      bank_account_name: row.bank_account_name,
      bank_account_number: row.bank_account_number,
      bank_code: row.bank_code,
      bank_editable: row.bank_editable,
      enable_2fa: row.enable_2fa,
    };
  }

  async function detailsOf(userId: number) {
    const row = await repo.details(userId);
    return { ...toUser(row), address: row.address, gender: gender(row.gender) };
  }

  /** The invitation's registration link: `ref` places the recruit, `placer` names the sponsor. */
  function referralLink(referrer: string, inviter: string): string {
    const query = new URLSearchParams({ ref: referrer });
    if (referrer !== inviter) query.set('placer', inviter);
    return `${deps.config.publicUrl}/register?${query.toString()}`;
  }

  return {
    /** GET /users/{uuid}/profile */
    async profile(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return profileOf(member.id);
    },

    /** GET /users/{uuid}/profile-details: the member (User) with address and gender. */
    async details(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return detailsOf(member.id);
    },

    /** GET /users/{uuid}/upline-details: the placement parent; the root (or an expired registration) has none. */
    async upline(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      const upline = await repo.upline(member.id);
      if (!upline) throw notFound(PM.noUpline);
      return upline;
    },

    /**
     * POST /users/{uuid}/update-profile. Who may call is checked before the form is read. Names and
     * phone are replaced; gender and address only when sent (an empty address clears it); the photo
     * only when one is sent. A new photo is stored under a random name in the same transaction as
     * the member's photo_path, and the photo it replaces is dropped. An administrator's edit is
     * audited.
     */
    async updateProfile(
      caller: Auth,
      uuid: string,
      readForm: () => Promise<MultipartForm>,
      ip: string | null,
    ) {
      const member = await memberForCaller(db, caller, uuid);
      const { fields, files } = await readForm();
      const changes: ProfileChanges = {
        first_name: fields.first_name!,
        last_name: fields.last_name!,
        phone: fields.phone!,
      };
      if (fields.gender !== undefined) changes.gender = fields.gender;
      if (fields.address !== undefined) changes.address = fields.address === '' ? null : fields.address;
      const image = files.image;
      const upload = image ? { name: randomUploadName(image.contentType), ...image } : null;
      if (upload) changes.photo_path = storagePath(upload.name);

      await inTransaction(db, async (tx) => {
        const before = await repo.lockEditable(member.id, tx);
        if (upload)
          await storage.insert(
            {
              name: upload.name,
              purpose: 'profile_photo',
              userId: member.id,
              contentType: upload.contentType,
              data: upload.data,
            },
            tx,
          );
        await repo.update(member.id, changes, tx);
        const replaced = upload ? uploadNameOf(before.photo_path) : null;
        if (replaced) await storage.remove(replaced, 'profile_photo', member.id, tx);
        if (caller.type === 'admin')
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'member.profile.update',
              target_type: 'user',
              target_id: member.uuid,
              before,
              after: { ...before, ...changes },
              ip,
            },
            tx,
          );
      });
      return detailsOf(member.id);
    },

    /** GET /users/{uuid}/user: the member (User). */
    async user(caller: Auth, uuid: string) {
      const member = await memberForCaller(db, caller, uuid);
      return toUser(await repo.details(member.id));
    },

    /**
     * PUT /users/{uuid}/update: names and phone only (the contract allows nothing else; email and
     * username never change). Names are trimmed and may not be blank. An administrator's edit is
     * audited.
     */
    async updateUser(
      caller: Auth,
      uuid: string,
      body: { first_name: string; last_name: string; phone: string },
      ip: string | null,
    ) {
      const member = await memberForCaller(db, caller, uuid);
      const changes: ProfileChanges = {
        first_name: oneLine(body.first_name),
        last_name: oneLine(body.last_name),
        phone: body.phone,
      };
      if (!changes.first_name) throw invalid('first_name', PM.nameRequired('first name'));
      if (!changes.last_name) throw invalid('last_name', PM.nameRequired('last name'));
      await inTransaction(db, async (tx) => {
        const before = await repo.lockEditable(member.id, tx);
        await repo.update(member.id, changes, tx);
        if (caller.type === 'admin')
          await repo.audit(
            {
              actor_type: 'admin',
              actor_id: caller.id,
              action: 'member.user.update',
              target_type: 'user',
              target_id: member.uuid,
              before: { first_name: before.first_name, last_name: before.last_name, phone: before.phone },
              after: changes,
              ip,
            },
            tx,
          );
      });
      return toUser(await repo.details(member.id));
    },

    /**
     * POST /users/{uuid}/invite-guest: mails `email` a registration link. `referrer` (the member
     * when empty) must be the member or in their placement downline; the link then names the
     * member as sponsor. Limited per member (INVITE_LIMITS, one address once a day), counted in
     * the database under a lock on the member, so it holds across servers. An address that already
     * has an account gets no mail, and the answer is the same (docs/security.md#answers: no answer tells
     * whether an email exists).
     */
    async inviteGuest(caller: Auth, uuid: string, body: { email: string; referrer?: string | null }) {
      const member = await memberForCaller(db, caller, uuid);
      const email = body.email.trim();
      const wanted = body.referrer?.trim() ?? '';
      let referrer = member.username;
      if (wanted !== '' && wanted.toLowerCase() !== member.username.toLowerCase()) {
        const found = await repo.inDownline(member.id, wanted);
        if (!found) throw invalid('referrer', PM.referrerNotDownline);
        referrer = found;
      }

      const at = now().getTime();
      const invitation = await inTransaction(db, async (tx) => {
        await repo.lockMember(member.id, tx);
        const counts = await repo.invitationCounts(
          member.id,
          new Date(at - HOUR_MS),
          new Date(at - DAY_MS),
          email,
          tx,
        );
        if (counts.toEmail > 0) throw tooMany(PM.invitedRecently);
        if (counts.hour >= INVITE_LIMITS.perHour)
          throw tooMany(PM.tooManyInvitations(INVITE_LIMITS.perHour, 'hour'));
        if (counts.day >= INVITE_LIMITS.perDay)
          throw tooMany(PM.tooManyInvitations(INVITE_LIMITS.perDay, 'day'));
        const send = !(await repo.emailTaken(email, tx));
        const { id } = await repo.insertInvitation({ userId: member.id, email, referrer, mailed: send }, tx);
        return { id, send };
      });
      if (!invitation.send) return;

      const inviter = await repo.details(member.id);
      const name = oneLine(`${inviter.first_name} ${inviter.last_name}`);
      try {
        await mailer.send({
          to: email,
          subject: `${name} invites you to join Kola Herbal`,
          text:
            `Hello,\n\n${name} (${member.username}) invites you to register as a Kola Herbal partner.\n\n` +
            `Register here: ${referralLink(referrer, member.username)}\n\n` +
            `If you do not know ${name}, you can ignore this mail.\n\n${deps.config.publicUrl}`,
        });
      } catch (error) {
        // Not sent: the member may try again at once (a 500 says something went wrong).
        await repo.deleteInvitation(invitation.id);
        throw error;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
