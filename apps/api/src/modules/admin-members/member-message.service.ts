import type { Auth } from '../../contract/handlers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { invalid, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { AMM } from './admin-members.messages';
import { createAdminMembersRepository, type AdminMembersRepository } from './admin-members.repository';
import { requireAdmin } from './admin-members.service';

/** A subject is one line: no line breaks or control characters (they would forge mail headers). */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

const HAS_LETTER = /\p{L}/u;

/**
 * POST /users/{uuid}/send-message (docs/screens/back-office.md#send-message): an administrator
 * mails a member through the app's mailer (the local outbox without SMTP), and the audit log
 * keeps who sent what to whom.
 */
export function createMemberMessageService(deps: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  repo?: AdminMembersRepository;
}) {
  const repo = deps.repo ?? createAdminMembersRepository(deps.db);

  return {
    async send(caller: Auth, uuid: string, body: { subject: string; body: string }, ip: string | null) {
      requireAdmin(caller);
      const subject = oneLine(body.subject);
      const text = body.body.trim();
      if (!subject) throw invalid('subject', AMM.subjectRequired);
      if (!text) throw invalid('body', AMM.bodyRequired);
      // Words, not only digits or signs: a number sent where text belongs (JSON 12345 arrives as
      // "12345" once the request is validated) is a mistake, never a message to mail.
      if (!HAS_LETTER.test(subject)) throw invalid('subject', AMM.subjectWords);
      if (!HAS_LETTER.test(text)) throw invalid('body', AMM.bodyWords);
      const member = await repo.contactOf(uuid);
      if (!member) throw notFound(AMM.memberNotFound);

      // The mail first: the outbox writes outside any transaction, and an audit row must never
      // claim a message that was not sent. A failed send answers 500 and records nothing.
      await deps.mailer.send({
        to: member.email,
        subject,
        text: `Hello ${oneLine(member.first_name)},\n\n${text}\n\nKola Herbal\n${deps.config.publicUrl}`,
      });
      await repo.audit({
        actor_type: 'admin',
        actor_id: caller.id,
        action: 'member.message.send',
        target_type: 'user',
        target_id: member.uuid,
        before: null,
        after: { to: member.email, subject, body: text },
        ip,
      });
      return { message: AMM.messageSent, data: null };
    },
  };
}

export type MemberMessageService = ReturnType<typeof createMemberMessageService>;
