import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type TestServer } from './helper';

/** POST /users/{uuid}/send-message (docs/screens/back-office.md#send-message). */

let server: TestServer;
let admin: string;
let member: Awaited<ReturnType<typeof signUp>>;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  admin = await adminToken(server.http);
  member = await signUp(server.http, slotQueue());
}, 180_000);
afterAll(async () => server?.close());

const send = (uuid: string, body: unknown, token = admin) =>
  server.http('POST', `/api/users/${uuid}/send-message`, { token, body });

async function outbox(to: string) {
  const res = await server.http('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.body.data as { subject: string; text: string }[];
}

const audits = () =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'target_id', 'after'])
    .where('action', '=', 'member.message.send')
    .orderBy('id')
    .execute();

describe('POST /users/{uuid}/send-message', () => {
  it('mails the member through the outbox and audits who sent what', async () => {
    const res = await send(member.uuid, {
      subject: '  Your pickup is ready  ',
      body: 'Please collect your products at Chidi Herbal Store.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Message Sent successfully', data: null });

    const mails = (await outbox(member.form.email)).filter((m) => m.subject === 'Your pickup is ready');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Please collect your products at Chidi Herbal Store.');
    expect(mails[0]?.text).toContain(`Hello ${member.form.first_name},`);

    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_type: 'admin', target_id: member.uuid });
    expect(rows[0]?.after).toMatchObject({
      to: member.form.email,
      subject: 'Your pickup is ready',
      body: 'Please collect your products at Chidi Herbal Store.',
    });
  });

  it('a subject keeps to one line (no header can be forged)', async () => {
    const res = await send(member.uuid, { subject: 'Hello\r\nBcc: someone@example.com', body: 'Hi' });
    expect(res.status).toBe(200);
    const subjects = (await outbox(member.form.email)).map((m) => m.subject);
    expect(subjects).toContain('Hello Bcc: someone@example.com');
  });

  it.each([
    ['an empty subject', { subject: '', body: 'Hello' }, 'subject'],
    ['a blank subject', { subject: '   ', body: 'Hello' }, 'subject'],
    ['no subject', { body: 'Hello' }, 'subject'],
    ['an empty body', { subject: 'Hello', body: '' }, 'body'],
    ['a blank body', { subject: 'Hello', body: ' \n ' }, 'body'],
    ['a number for a subject', { subject: 12345, body: 'Hello' }, 'subject'],
    ['only digits and signs for a message', { subject: 'Hello', body: '12345 !' }, 'body'],
  ])('%s is a 422 on that field and sends nothing', async (_, body, field) => {
    const mailsBefore = (await outbox(member.form.email)).length;
    const auditsBefore = (await audits()).length;
    const res = await send(member.uuid, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await outbox(member.form.email)).toHaveLength(mailsBefore);
    expect(await audits()).toHaveLength(auditsBefore);
  });

  it('a member may not send it (403), not even to themselves', async () => {
    const mailsBefore = (await outbox(member.form.email)).length;
    const res = await send(member.uuid, { subject: 'Hi', body: 'Hi' }, member.token);
    expect(res.status).toBe(403);
    expect(await outbox(member.form.email)).toHaveLength(mailsBefore);
  });

  it('without a session it is a 401', async () => {
    const res = await server.http('POST', `/api/users/${member.uuid}/send-message`, {
      body: { subject: 'Hi', body: 'Hi' },
    });
    expect(res.status).toBe(401);
  });

  it('an unknown member is a 404, and so is the company root', async () => {
    const auditsBefore = (await audits()).length;
    const unknown = await send('00000000-0000-4000-8000-000000000000', { subject: 'Hi', body: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Member not found.');
    const root = await db()
      .selectFrom('users')
      .select('uuid')
      .where('is_root', '=', true)
      .executeTakeFirstOrThrow();
    expect((await send(root.uuid, { subject: 'Hi', body: 'Hi' })).status).toBe(404);
    expect(await audits()).toHaveLength(auditsBefore);
  });
});
