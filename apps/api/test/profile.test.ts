import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, signUp, slotQueue, startServer, type SlotQueue, type TestServer } from './helper';

let server: TestServer;
let slots: SlotQueue;
let admin: string;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

/** An unused uuid: a member asking about it gets the same 403 as for another member's. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

interface Member {
  uuid: string;
  token: string;
  username: string;
  email: string;
}

/** A new member; `parent`: its slots stay out of the shared queue (the test fills them with childOf). */
async function member(options: { parent?: boolean } = {}): Promise<Member> {
  const m = await signUp(http, options.parent ? { take: () => slots.take(), add: () => undefined } : slots);
  return { uuid: m.uuid, token: m.token, username: m.form.username, email: m.form.email };
}

/** A member placed directly under `parent` (its placement downline). */
async function childOf(parent: Member): Promise<Member> {
  const m = await signUp(http, { take: () => parent.username, add: () => undefined });
  return { uuid: m.uuid, token: m.token, username: m.form.username, email: m.form.email };
}

// Files by their first bytes: the server looks at the content, never at the name or the type sent.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 7),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28, 1),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

const FIELDS = { first_name: 'Adaeze', last_name: 'Obi', phone: '+2348098765432' };

function form(fields: Record<string, string>, image?: { data: Buffer; name?: string; type?: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image)
    body.append(
      'image',
      new Blob([new Uint8Array(image.data)], { type: image.type ?? 'image/png' }),
      image.name ?? 'photo.png',
    );
  return body;
}

async function updateProfile(uuid: string, token: string | null, body: FormData | string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}/api/users/${uuid}/update-profile`, {
    method: 'POST',
    headers,
    body,
  });
  const text = await res.text();
  expect(text).not.toMatch(/\$argon2|password_hash/i);
  return { status: res.status, body: JSON.parse(text) };
}

/** The editable columns and the stored uploads of a member: what "nothing changed" compares. */
async function snapshot(uuid: string) {
  const user = await db()
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'phone', 'gender', 'address', 'photo_path', 'updated_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  const uploads = await db().selectFrom('uploads').select('name').where('user_id', '=', user.id).execute();
  return { user, uploads: uploads.map((u) => u.name).sort() };
}

async function outbox(to: string) {
  const res = await http('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.body.data as { subject: string; text: string }[];
}

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  admin = await adminToken(http);
}, 180_000); // starting a server (migrations, seed) is slow on a loaded machine
afterAll(async () => server?.close());

describe('GET /users/{uuid}/profile', () => {
  it('a member reads their own profile: no bank details yet, editable, no photo', async () => {
    const m = await member();
    const res = await http('GET', `/api/users/${m.uuid}/profile`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Profile',
      data: {
        address: null,
        gender: '',
        photo_path: null,
        phone: '+2348012345678',
        bank_name: null,
        bank_account_name: null,
        bank_account_number: null,
        bank_code: null,
        bank_editable: true,
        enable_2fa: false,
      },
    });
  });

  it('shows the bank details once saved (the name the provider resolved)', async () => {
    const m = await member();
    const saved = await http('PUT', `/api/users/${m.uuid}/update-bank-details`, {
      token: m.token,
      body: { bank_name: 'Access Bank', bank_account_number: '0123456789', bank_code: '044' },
    });
    expect(saved.status).toBe(200);
    const res = await http('GET', `/api/users/${m.uuid}/profile`, { token: m.token });
    expect(res.body.data).toMatchObject({
      bank_name: 'Access Bank',
      bank_code: '044',
      bank_account_number: '0123456789',
      bank_account_name: 'SANDBOX ACCOUNT 6789',
    });
  });

  it("a member gets 403 for another member's uuid and for one that does not exist, the same answer", async () => {
    const [a, b] = [await member(), await member()];
    const other = await http('GET', `/api/users/${b.uuid}/profile`, { token: a.token });
    const missing = await http('GET', `/api/users/${NOBODY}/profile`, { token: a.token });
    expect(other.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(other.body).toEqual(missing.body);
    expect(JSON.stringify(other.body)).not.toContain(b.username);
  });

  it('an administrator reads any member, and gets 404 for a uuid with no member', async () => {
    const m = await member();
    const res = await http('GET', `/api/users/${m.uuid}/profile`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.bank_editable).toBe(true);
    expect((await http('GET', `/api/users/${NOBODY}/profile`, { token: admin })).status).toBe(404);
  });

  it('needs a session (401) and a uuid (422 on uuid)', async () => {
    const m = await member();
    expect((await http('GET', `/api/users/${m.uuid}/profile`)).status).toBe(401);
    const bad = await http('GET', '/api/users/not-a-uuid/profile', { token: m.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('uuid');
  });
});

describe('GET /users/{uuid}/profile-details', () => {
  it('answers the member (User) with address and gender, never a secret', async () => {
    const m = await member();
    const res = await http('GET', `/api/users/${m.uuid}/profile-details`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile details');
    expect(res.body.data).toEqual({
      uuid: m.uuid,
      first_name: 'Ngozi',
      last_name: 'Okeke',
      username: m.username,
      email: m.email,
      phone: '+2348012345678',
      package_id: 1,
      package_name: 'Starter',
      reg_package_id: 1,
      rank_id: null,
      created_at: expect.any(String),
      is_stockist: 0,
      photo_path: null,
      withdrawal_amount: 0,
      status: 'inactive',
      address: null,
      gender: '',
    });
  });

  it('403 for a member on another uuid; an administrator any, 404 when missing', async () => {
    const [a, b] = [await member(), await member()];
    expect((await http('GET', `/api/users/${b.uuid}/profile-details`, { token: a.token })).status).toBe(403);
    const byAdmin = await http('GET', `/api/users/${b.uuid}/profile-details`, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.username).toBe(b.username);
    expect((await http('GET', `/api/users/${NOBODY}/profile-details`, { token: admin })).status).toBe(404);
  });
});

describe('GET /users/{uuid}/upline-details', () => {
  it("answers the placement parent's package, names, email, username and photo", async () => {
    const parent = await member({ parent: true });
    const child = await childOf(parent);
    const res = await http('GET', `/api/users/${child.uuid}/upline-details`, { token: child.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Upline details',
      data: {
        package: 'Starter',
        first_name: 'Ngozi',
        last_name: 'Okeke',
        email: parent.email,
        username: parent.username,
        photo_path: null,
      },
    });
  });

  it('the company root has no upline: 404 (an administrator asking)', async () => {
    const root = await db()
      .selectFrom('users')
      .select('uuid')
      .where('is_root', '=', true)
      .executeTakeFirstOrThrow();
    const res = await http('GET', `/api/users/${root.uuid}/upline-details`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'This member has no upline.' });
  });

  it("403 for a member on another member's uuid, even their own upline's", async () => {
    const parent = await member({ parent: true });
    const child = await childOf(parent);
    expect(
      (await http('GET', `/api/users/${parent.uuid}/upline-details`, { token: child.token })).status,
    ).toBe(403);
    expect((await http('GET', `/api/users/${NOBODY}/upline-details`, { token: child.token })).status).toBe(
      403,
    );
    expect((await http('GET', `/api/users/${child.uuid}/upline-details`, { token: admin })).status).toBe(200);
    expect((await http('GET', `/api/users/${NOBODY}/upline-details`, { token: admin })).status).toBe(404);
  });
});

describe('POST /users/{uuid}/update-profile', () => {
  it('changes names, phone, gender, address and photo; the photo is served back under a random name', async () => {
    const m = await member();
    const res = await updateProfile(
      m.uuid,
      m.token,
      form({ ...FIELDS, gender: 'female', address: '  4 Marina Road, Lagos  ' }, { data: PNG }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      uuid: m.uuid,
      ...FIELDS,
      email: m.email,
      gender: 'female',
      address: '4 Marina Road, Lagos',
      photo_path: expect.stringMatching(/^\/api\/storage\/[a-f0-9]{32}\.png$/),
    });
    const photoPath = res.body.data.photo_path as string;

    const photo = await fetch(`${server.baseUrl}${photoPath}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);

    // Every read shows the change: the session's member, the profile, the details.
    const me = await http('GET', '/api/auth/user', { token: m.token });
    expect(me.body.data).toMatchObject({ ...FIELDS, photo_path: photoPath });
    const profile = await http('GET', `/api/users/${m.uuid}/profile`, { token: m.token });
    expect(profile.body.data).toMatchObject({
      phone: FIELDS.phone,
      gender: 'female',
      address: '4 Marina Road, Lagos',
      photo_path: photoPath,
    });
  });

  it('a new photo replaces the old one (which is no longer served); without a photo the photo stays', async () => {
    const m = await member();
    const first = await updateProfile(m.uuid, m.token, form(FIELDS, { data: PNG }));
    const second = await updateProfile(
      m.uuid,
      m.token,
      form(FIELDS, { data: WEBP, name: 'me.webp', type: 'image/webp' }),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.photo_path).toMatch(/\.webp$/);
    expect((await fetch(`${server.baseUrl}${first.body.data.photo_path}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${second.body.data.photo_path}`)).status).toBe(200);

    const third = await updateProfile(m.uuid, m.token, form({ ...FIELDS, first_name: 'Amaka' }));
    expect(third.status).toBe(200);
    expect(third.body.data).toMatchObject({ first_name: 'Amaka', photo_path: second.body.data.photo_path });
    expect((await snapshot(m.uuid)).uploads).toHaveLength(1);
  });

  it('gender and address change only when sent; an empty address clears it', async () => {
    const m = await member();
    await updateProfile(m.uuid, m.token, form({ ...FIELDS, gender: 'male', address: '1 Broad Street' }));
    const kept = await updateProfile(m.uuid, m.token, form(FIELDS));
    expect(kept.body.data).toMatchObject({ gender: 'male', address: '1 Broad Street' });
    const cleared = await updateProfile(m.uuid, m.token, form({ ...FIELDS, gender: '', address: '' }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ gender: '', address: null });
  });

  it('keeps the type found in the content, not the one the client declared', async () => {
    const m = await member();
    const res = await updateProfile(
      m.uuid,
      m.token,
      form(FIELDS, { data: JPEG, name: 'photo.png', type: 'image/png' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.photo_path).toMatch(/\.jpg$/);
    const photo = await fetch(`${server.baseUrl}${res.body.data.photo_path}`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a photo over 500 kB with 422 on image, and changes nothing', async () => {
    const m = await member();
    const before = await snapshot(m.uuid);
    const big = Buffer.concat([PNG, Buffer.alloc(500 * 1024 - PNG.length + 1)]);
    const res = await updateProfile(m.uuid, m.token, form(FIELDS, { data: big }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: 'Image size should not exceed 500kB',
      errors: { image: ['Image size should not exceed 500kB'] },
    });
    expect(await snapshot(m.uuid)).toEqual(before);

    // Exactly 500 kB is allowed.
    const limit = Buffer.concat([PNG, Buffer.alloc(500 * 1024 - PNG.length)]);
    expect((await updateProfile(m.uuid, m.token, form(FIELDS, { data: limit }))).status).toBe(200);
  });

  it.each([
    ['a GIF', GIF, 'photo.gif', 'image/gif'],
    ['an SVG named .png', SVG, 'photo.png', 'image/png'],
    ['text named .jpg', Buffer.from('hello, not a picture'), 'photo.jpg', 'image/jpeg'],
    ['an empty file with a name', Buffer.alloc(0), 'photo.png', 'image/png'],
  ])('refuses %s with 422 on image, and changes nothing', async (_what, data, name, type) => {
    const m = await member();
    const before = await snapshot(m.uuid);
    const res = await updateProfile(m.uuid, m.token, form(FIELDS, { data, name, type }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ['The image must be a JPEG, PNG or WebP picture.'] });
    expect(await snapshot(m.uuid)).toEqual(before);
  });

  it.each([
    ['a missing first name', { last_name: 'Obi', phone: '+2348098765432' }, 'first_name'],
    ['a blank last name', { ...FIELDS, last_name: '   ' }, 'last_name'],
    ['a first name over 60 characters', { ...FIELDS, first_name: 'A'.repeat(61) }, 'first_name'],
    ['a phone with letters', { ...FIELDS, phone: '0803-CALL-ME' }, 'phone'],
    ['an unknown gender', { ...FIELDS, gender: 'other' }, 'gender'],
    ['an address over 255 characters', { ...FIELDS, address: 'x'.repeat(256) }, 'address'],
    ['the read-only email', { ...FIELDS, email: 'new@example.com' }, 'email'],
    ['an image sent as text', { ...FIELDS, image: 'data:image/png;base64,AAAA' }, 'image'],
  ])('refuses %s with 422 on that field, and changes nothing', async (_what, fields, field) => {
    const m = await member();
    const before = await snapshot(m.uuid);
    const res = await updateProfile(m.uuid, m.token, form(fields as Record<string, string>, { data: PNG }));
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toBe(res.body.errors[field][0]);
    expect(await snapshot(m.uuid)).toEqual(before);
  });

  it('refuses a field given twice and a JSON body (422)', async () => {
    const m = await member();
    const twice = form(FIELDS);
    twice.append('phone', '+2348000000000');
    const dup = await updateProfile(m.uuid, m.token, twice);
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toHaveProperty('phone');
    const json = await updateProfile(m.uuid, m.token, JSON.stringify(FIELDS));
    expect(json.status).toBe(422);
    expect(json.body.errors).toHaveProperty('body');
  });

  it('refuses a file under another name and a second file (422), and changes nothing', async () => {
    const m = await member();
    const before = await snapshot(m.uuid);
    const other = form(FIELDS);
    other.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const res = await updateProfile(m.uuid, m.token, other);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: ['The avatar field is not allowed.'] });
    const two = form(FIELDS, { data: PNG });
    two.append('image2', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    expect((await updateProfile(m.uuid, m.token, two)).status).toBe(422);
    expect(await snapshot(m.uuid)).toEqual(before);
  });

  it("403 for a member on another member's uuid (or a missing one), and nothing changes", async () => {
    const [a, b] = [await member(), await member()];
    const before = await snapshot(b.uuid);
    const other = await updateProfile(b.uuid, a.token, form(FIELDS, { data: PNG }));
    const missing = await updateProfile(NOBODY, a.token, form(FIELDS, { data: PNG }));
    expect(other.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(other.body).toEqual(missing.body);
    expect(await snapshot(b.uuid)).toEqual(before);
    expect((await updateProfile(b.uuid, null, form(FIELDS))).status).toBe(401);
  });

  it("an administrator edits any member's profile (audited), and gets 404 for a missing uuid", async () => {
    const m = await member();
    const res = await updateProfile(
      m.uuid,
      admin,
      form({ ...FIELDS, address: '9 Admin Way' }, { data: PNG }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...FIELDS, address: '9 Admin Way' });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_type', 'action', 'before', 'after'])
      .where('target_id', '=', m.uuid)
      .where('action', '=', 'member.profile.update')
      .executeTakeFirstOrThrow();
    expect(audit.actor_type).toBe('admin');
    expect(audit.before).toMatchObject({ first_name: 'Ngozi', photo_path: null });
    expect(audit.after).toMatchObject({ first_name: 'Adaeze', photo_path: res.body.data.photo_path });

    expect((await updateProfile(NOBODY, admin, form(FIELDS))).status).toBe(404);
  });

  it('answers 404 for a storage name that does not exist or is not one of ours', async () => {
    expect((await fetch(`${server.baseUrl}/api/storage/${'a'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/storage/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('POST /users/{uuid}/invite-guest', () => {
  const invite = (m: Member, body: Record<string, unknown>, token = m.token) =>
    http('POST', `/api/users/${m.uuid}/invite-guest`, { token, body });

  it('mails the friend a registration link with the member as upline', async () => {
    const m = await member();
    const res = await invite(m, { email: 'friend.one@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Friend invited successfully', data: null });
    const [mail] = await outbox('friend.one@example.com');
    expect(mail?.subject).toBe('Ngozi Okeke invites you to join Kola Herbal');
    expect(mail?.text).toContain(`${server.config.publicUrl}/register?ref=${m.username}\n`);
    expect(mail?.text).not.toContain('placer=');
    expect(mail?.text).not.toContain(m.email);
  });

  it('with a downline as referrer the link places under the downline and names the member as sponsor', async () => {
    const m = await member({ parent: true });
    const child = await childOf(m);
    const grandchild = await childOf(child);
    const res = await invite(m, {
      email: 'friend.two@example.com',
      referrer: grandchild.username.toUpperCase(),
    });
    expect(res.status).toBe(200);
    const [mail] = await outbox('friend.two@example.com');
    expect(mail?.text).toContain(`/register?ref=${grandchild.username}&placer=${m.username}`);
    // The member's own username (any case) or an empty referrer is the member.
    expect((await invite(m, { email: 'friend.three@example.com', referrer: '' })).status).toBe(200);
    expect((await outbox('friend.three@example.com'))[0]?.text).toContain(`?ref=${m.username}\n`);
  });

  it.each([
    ['their upline', 'upline'],
    ['a member outside their downline', 'stranger'],
    ['a username nobody has', 'nobody'],
  ])('refuses %s as referrer with 422 on referrer, and mails nothing', async (_what, who) => {
    const parent = await member({ parent: true });
    const m = await childOf(parent);
    const stranger = await member();
    const name = { upline: parent.username, stranger: stranger.username, nobody: 'no_such_user_x' }[who]!;
    const email = `refused.${who}@example.com`;
    const res = await invite(m, { email, referrer: name });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ referrer: ['The referrer must be you or a member of your downline.'] });
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses a bad email or an unknown field with 422', async () => {
    const m = await member();
    const bad = await invite(m, { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('email');
    const extra = await invite(m, { email: 'x@example.com', message: 'hi' });
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toHaveProperty('message');
    expect(await outbox('x@example.com')).toEqual([]);
  });

  it('a form sent instead of JSON is read as no body: 422 on the body, nothing mailed', async () => {
    // Only the operations that take multipart/form-data read it (@fastify/multipart is registered
    // for them alone); any other accepts such a body unread, as before.
    const m = await member();
    const res = await fetch(`${server.baseUrl}/api/users/${m.uuid}/invite-guest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.token}` },
      body: form({ email: 'form.sent@example.com' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: 'The body must be an object.',
      errors: { body: ['The body must be an object.'] },
    });
    expect(await outbox('form.sent@example.com')).toEqual([]);
  });

  it("403 on another member's uuid (nothing mailed); administrators may not invite (403)", async () => {
    const [a, b] = [await member(), await member()];
    const res = await http('POST', `/api/users/${b.uuid}/invite-guest`, {
      token: a.token,
      body: { email: 'forbidden@example.com' },
    });
    expect(res.status).toBe(403);
    expect((await invite(b, { email: 'forbidden@example.com' }, admin)).status).toBe(403);
    expect(await outbox('forbidden@example.com')).toEqual([]);
  });

  it('answers the same for an address that already has an account, but mails it nothing', async () => {
    const m = await member();
    const existing = await member();
    const before = (await outbox(existing.email)).length;
    const res = await invite(m, { email: existing.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Friend invited successfully');
    expect(await outbox(existing.email)).toHaveLength(before);
  });

  it('is bounded: one address once a day, at most 10 invitations an hour (429, nothing mailed)', async () => {
    const m = await member();
    expect((await invite(m, { email: 'again@example.com' })).status).toBe(200);
    const again = await invite(m, { email: 'Again@Example.com' });
    expect(again.status).toBe(429);
    expect(again.body.success).toBe(false);
    expect(await outbox('again@example.com')).toHaveLength(1);

    for (let i = 2; i <= 10; i++)
      expect((await invite(m, { email: `bulk${i}@example.com` })).status).toBe(200);
    const over = await invite(m, { email: 'bulk11@example.com' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You can send at most 10 invitations per hour. Please try again later.');
    expect(await outbox('bulk11@example.com')).toEqual([]);
    // Another member has their own allowance.
    expect((await invite(await member(), { email: 'bulk11@example.com' })).status).toBe(200);
  });

  it('a mail that cannot be sent answers 500 and does not count: the member may try again', async () => {
    const m = await member();
    const send = vi.spyOn(server.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const failed = await invite(m, { email: 'flaky@example.com' });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: 'An error occurred' });
    send.mockRestore();
    expect((await invite(m, { email: 'flaky@example.com' })).status).toBe(200);
    expect(await outbox('flaky@example.com')).toHaveLength(1);
  });

  it('at most 30 a day', async () => {
    const m = await member();
    const id = (
      await db().selectFrom('users').select('id').where('uuid', '=', m.uuid).executeTakeFirstOrThrow()
    ).id;
    // 30 invitations sent over the last day, none in the last hour.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db()
      .insertInto('invitations')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          user_id: id,
          email: `old${i}@example.com`,
          referrer_username: m.username,
          mailed: true,
          created_at: twoHoursAgo,
        })),
      )
      .execute();
    const res = await invite(m, { email: 'daily@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('You can send at most 30 invitations per day. Please try again later.');
  });
});
