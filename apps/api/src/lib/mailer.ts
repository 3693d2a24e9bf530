import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/**
 * Without SMTP_URL every mail goes to the local outbox: stored in the database, printed to the
 * log, and listed at GET /api/dev/outbox.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text })
        .execute();
      log.info({ to: mail.to, subject: mail.subject }, `outbox mail:\n${mail.text}`);
    },
  };
}

export async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  const nodemailer = (await import('nodemailer')).default;
  const transporter = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
