import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingOptions } from '../src/lib/passwords';
import {
  ADMIN,
  PASSWORD,
  latestCode,
  registration,
  signUp,
  slotQueue,
  startServer,
  wrongCode,
  type SlotQueue,
  type TestServer,
} from './helper';

let server: TestServer;
let slots: SlotQueue;
const http: TestServer['http'] = (...args) => server.http(...args);
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
});
afterAll(async () => server?.close());

async function userCount() {
  const row = await db()
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('registration', () => {
  it('creates an unconfirmed account, mails a 6-digit code and answers no secret', async () => {
    const form = registration({ referrer: slots.take() });
    const res = await http('POST', '/api/auth/register', { body: form });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Account created successfully, and a confirmation code has been sent to your mail',
    );
    expect(res.body.data).toMatchObject({
      username: form.username,
      email: form.email,
      status: 'inactive',
      package_id: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    slots.add(form.username);

    const code = await latestCode(http, form.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const stored = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', form.username)
      .executeTakeFirstOrThrow();
    // argon2id with this process's parameters; production's (m=19456,t=2,p=1) are checked in
    // src/lib/passwords.test.ts, as the tests hash with the cheapest ones.
    const { memoryCost, timeCost, parallelism } = hashingOptions();
    const prefix = `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;
    expect(stored.password_hash.slice(0, prefix.length)).toBe(prefix);
    const codes = await db().selectFrom('one_time_codes').select('code_hash').execute();
    expect(codes.every((c) => !c.code_hash.includes(code))).toBe(true);
  });

  it('answers 422 with every field and its reason, and changes nothing', async () => {
    const before = await userCount();
    const res = await http('POST', '/api/auth/register', {
      body: { first_name: '', username: 'x y', email: 'not-mail', package_id: 'one' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      username: ['The username format is invalid.'],
      email: ['The email must be a valid email address.'],
      password: ['The password field is required.'],
    });
    expect(res.body.message).toBe(Object.values(res.body.errors as Record<string, string[]>)[0]![0]);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username or email, case-insensitively', async () => {
    const { form } = await signUp(http, slots);
    const res = await http('POST', '/api/auth/register', {
      body: registration({
        username: form.username.toUpperCase(),
        email: form.email.toUpperCase(),
        referrer: slots.take(),
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual(['The username has already been taken.']);
    expect(res.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('refuses an unknown package, upline or sponsor', async () => {
    const pkg = await http('POST', '/api/auth/register', { body: registration({ package_id: 99 }) });
    expect(pkg.status).toBe(422);
    expect(pkg.body.errors.package_id).toEqual(['The selected package is invalid.']);
    const upline = await http('POST', '/api/auth/register', {
      body: registration({ referrer: 'nobody_here' }),
    });
    expect(upline.body.errors.referrer[0]).toContain('nobody_here');
    const sponsor = await http('POST', '/api/auth/register', {
      body: registration({ referrer: 'kolaherbal', placer: 'ghost_user' }),
    });
    expect(sponsor.status).toBe(422);
    expect(sponsor.body.errors.placer[0]).toContain('ghost_user');
  });

  it('places under the referrer, records the placer as sponsor, and refuses a third child', async () => {
    const upline = await signUp(http, slots.private());
    const sponsor = await signUp(http, slots);
    const a = await http('POST', '/api/auth/register', {
      body: registration({ referrer: upline.form.username, placer: sponsor.form.username }),
    });
    const b = await http('POST', '/api/auth/register', {
      body: registration({ referrer: upline.form.username }),
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await db()
      .selectFrom('users as u')
      .innerJoin('users as p', 'p.id', 'u.placement_parent_id')
      .innerJoin('users as s', 's.id', 'u.sponsor_id')
      .select(['u.username', 'u.placement_position', 'p.username as parent', 's.username as sponsor'])
      .where('u.username', 'in', [a.body.data.username, b.body.data.username])
      .orderBy('u.placement_position')
      .execute();
    expect(rows).toEqual([
      {
        username: a.body.data.username,
        placement_position: 1,
        parent: upline.form.username,
        sponsor: sponsor.form.username,
      },
      {
        username: b.body.data.username,
        placement_position: 2,
        parent: upline.form.username,
        sponsor: upline.form.username,
      },
    ]);

    const before = await userCount();
    const third = await http('POST', '/api/auth/register', {
      body: registration({ referrer: upline.form.username }),
    });
    expect(third.status).toBe(422);
    expect(third.body.errors.referrer).toEqual([
      `${upline.form.username} already has two direct registrations. Choose another upline in the placement field and put ${upline.form.username} in the sponsor field.`,
    ]);
    expect(await userCount()).toBe(before);
  });

  it('frees the slot of a registration left unpaid for 7 days, which can no longer log in', async () => {
    const upline = await signUp(http, slots.private());
    const first = await signUp(http, { take: () => upline.form.username, add: () => undefined });
    await signUp(http, { take: () => upline.form.username, add: () => undefined });
    await db()
      .updateTable('users')
      .set({ created_at: sql`now() - interval '8 days'` })
      .where('username', '=', first.form.username)
      .execute();

    // The expired account's session dies and it cannot log in again.
    expect((await http('GET', '/api/auth/user', { token: first.token })).status).toBe(401);
    const login = await http('POST', '/api/auth/login', {
      body: { username: first.form.username, password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'This registration expired because it was not paid within 7 days. Please register again.',
    );

    const again = await http('POST', '/api/auth/register', {
      body: registration({ referrer: upline.form.username }),
    });
    expect(again.status).toBe(200);
    const kept = await db()
      .selectFrom('users')
      .select(['status', 'placement_position'])
      .where('username', '=', first.form.username)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'expired', placement_position: null });
  });
});

it('the sweep expires every unpaid registration past 7 days and frees its slot', async () => {
  const upline = await signUp(http, slots.private());
  const stale = await signUp(http, { take: () => upline.form.username, add: () => undefined });
  const fresh = await signUp(http, { take: () => upline.form.username, add: () => undefined });
  await db()
    .updateTable('users')
    .set({ created_at: sql`now() - interval '7 days 1 minute'` })
    .where('username', '=', stale.form.username)
    .execute();
  const swept = await server.app.registration.expireUnpaidRegistrations();
  expect(swept).toBeGreaterThanOrEqual(1);
  const rows = await db()
    .selectFrom('users')
    .select(['username', 'status', 'placement_position'])
    .where('username', 'in', [stale.form.username, fresh.form.username])
    .orderBy('username')
    .execute();
  expect(rows).toContainEqual({ username: stale.form.username, status: 'expired', placement_position: null });
  expect(rows).toContainEqual({ username: fresh.form.username, status: 'inactive', placement_position: 2 });
  const session = await db()
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.account_id')
    .select('sessions.revoked_at')
    .where('users.username', '=', stale.form.username)
    .executeTakeFirstOrThrow();
  expect(session.revoked_at).not.toBeNull();
});

describe('email confirmation', () => {
  it('rejects a wrong code with the server message, then accepts the right one once', async () => {
    const form = registration({ referrer: slots.take() });
    await http('POST', '/api/auth/register', { body: form });
    slots.add(form.username);
    const code = await latestCode(http, form.email);
    const wrong = await http('POST', '/api/auth/email-confirmation', {
      body: { email: form.email, code: wrongCode(code) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      message: 'The code is invalid.',
      errors: { code: ['The code is invalid.'] },
    });

    const ok = await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Email confirmed successfully, please login to continue');
    const again = await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
    expect(again.status).toBe(422);
  });

  it('ends a code after five wrong attempts, even for the right code; a resent code works', async () => {
    const form = registration({ referrer: slots.take() });
    await http('POST', '/api/auth/register', { body: form });
    slots.add(form.username);
    const code = await latestCode(http, form.email);
    const messages = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (
          await http('POST', '/api/auth/email-confirmation', {
            body: { email: form.email, code: wrongCode(code) },
          })
        ).body.message,
      );
    }
    expect(messages.at(-1)).toBe(
      'The code is invalid, and that was the last attempt. Please request a new code.',
    );
    const right = await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');

    const resend = await http('POST', '/api/auth/resend-email-confirmation', { body: { email: form.email } });
    expect(resend.body.message).toBe('Email confirmation code resent successfully');
    const fresh = await latestCode(http, form.email);
    expect(
      (await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code: fresh } }))
        .status,
    ).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const form = registration({ referrer: slots.take() });
    await http('POST', '/api/auth/register', { body: form });
    slots.add(form.username);
    const code = await latestCode(http, form.email);
    await db()
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('consumed_at', 'is', null)
      .execute();
    const res = await http('POST', '/api/auth/email-confirmation', { body: { email: form.email, code } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The code has expired or was already used. Please request a new code.');
  });

  it('answers resend the same for an unknown address and mails nothing', async () => {
    const res = await http('POST', '/api/auth/resend-email-confirmation', {
      body: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email confirmation code resent successfully');
    await expect(latestCode(http, 'nobody@example.com')).rejects.toThrow('No code');
  });
});

describe('member login', () => {
  it('before confirmation answers the unverified outcome without a token', async () => {
    const form = registration({ referrer: slots.take() });
    await http('POST', '/api/auth/register', { body: form });
    slots.add(form.username);
    const res = await http('POST', '/api/auth/login', {
      body: { username: form.username, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ access_token: null, email_verified_at: null, email: form.email });
    expect(res.body.data).not.toHaveProperty('uuid');
  });

  it('signs in a confirmed member with an unpaid registration, and the token reads /auth/user', async () => {
    const { token, form } = await signUp(http, slots);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await http('GET', '/api/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      username: form.username,
      payment: 'pending',
      is_admin: false,
      enable_2fa: false,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
    const session = await db()
      .selectFrom('sessions')
      .select('token_hash')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(token);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const { form } = await signUp(http, slots);
    const wrong = await http('POST', '/api/auth/login', {
      body: { username: form.username, password: 'Wrong-password-1' },
    });
    const unknown = await http('POST', '/api/auth/login', {
      body: { username: 'no_such_member', password: 'Wrong-password-1' },
    });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: 'Invalid login details' } });
    expect(unknown).toEqual(wrong);
  });

  it('shuts an address out of an account after five failures there, even with the right password', async () => {
    const { form } = await signUp(http, slots);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await http('POST', '/api/auth/login', {
            body: { username: form.username, password: 'nope-nope-1' },
          })
        ).status,
      ).toBe(401);
    }
    const res = await http('POST', '/api/auth/login', {
      body: { username: form.username, password: PASSWORD },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });

  describe('guessing from other addresses never locks the owner out (docs/security.md#rate-limits)', () => {
    // Behind a proxy the client address comes from X-Forwarded-For: one server, many "addresses".
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startServer({ TRUST_PROXY: 'true' }, server.app.database);
    });
    afterAll(async () => proxied?.close());
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const login = (body: object, address: string, path = '/api/auth/login') =>
      proxied.http('POST', path, { body, headers: from(address) });

    it('a member: the owner’s correct password from elsewhere asks for an emailed code, which signs in', async () => {
      const { form } = await signUp(http, slots);
      // A stranger tries twelve passwords from three addresses: each address is shut out after five.
      const answers: number[] = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        for (let i = 0; i < 4; i++)
          answers.push((await login({ username: form.username, password: `guess-${i}-x` }, address)).status);
      expect(answers).toEqual(Array(12).fill(401));
      expect((await login({ username: form.username, password: 'guess-5-x' }, '203.0.113.1')).status).toBe(
        401,
      );
      expect((await login({ username: form.username, password: PASSWORD }, '203.0.113.1')).status).toBe(429);

      // The owner, from home: no session for the password alone, a code by mail instead.
      const owner = await login({ username: form.username, password: PASSWORD }, '198.51.100.7');
      expect(owner.status).toBe(200);
      expect(owner.body.message).toBe(
        'Several wrong passwords were tried on this account. Enter the code sent to your email address to finish signing in',
      );
      expect(owner.body.data).toMatchObject({ access_token: null, enable_2fa: false });
      const loginToken = owner.body.data.login_token as string;
      expect(loginToken).toEqual(expect.any(String));
      const body = { email: form.email, user_type: 'user', login_token: loginToken };
      expect((await proxied.http('POST', '/api/auth/send-2fa-verification-email', { body })).status).toBe(
        200,
      );
      const code = await latestCode(http, form.email);
      const done = await proxied.http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code } });
      expect(done.status).toBe(200);
      expect(done.body.data.access_token).toEqual(expect.any(String));
      // The stranger's correct guess from a fresh address gets no session either.
      const guessed = await login({ username: form.username, password: PASSWORD }, '203.0.113.99');
      expect(guessed.body.data).toMatchObject({ access_token: null });
    });

    it('an administrator: the same, so nobody can lock the back office out', async () => {
      // A database of its own: the guessed-at administrator account would ask the rest of this
      // file's administrator sign-ins for a code.
      const own = await startServer({ TRUST_PROXY: 'true' });
      const login = (body: object, address: string, path: string) =>
        own.http('POST', path, { body, headers: from(address) });
      try {
        for (const address of ['203.0.113.11', '203.0.113.12'])
          for (let i = 0; i < 5; i++)
            expect(
              (
                await login(
                  { email: ADMIN.email, password: `guess-${i}-x` },
                  address,
                  '/api/auth/admin-login',
                )
              ).status,
            ).toBe(401);
        const admin = await login(
          { email: ADMIN.email, password: ADMIN.password },
          '198.51.100.8',
          '/api/auth/admin-login',
        );
        expect(admin.status).toBe(200);
        expect(admin.body.data).toMatchObject({ access_token: null, is_admin: true, enable_2fa: false });
        const body = { email: ADMIN.email, user_type: 'admin', login_token: admin.body.data.login_token };
        await own.http('POST', '/api/auth/send-2fa-verification-email', { body });
        const code = await latestCode(own.http, ADMIN.email);
        const done = await own.http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code } });
        expect(done.body.data).toMatchObject({ access_token: expect.any(String), enable_2fa: false });
        expect(done.body.data).not.toHaveProperty('uuid');
      } finally {
        await own.close();
      }
    });

    it('with few failures a correct password still signs in directly, and forgets that address’s failures', async () => {
      const { form } = await signUp(http, slots);
      for (let i = 0; i < 3; i++)
        await login({ username: form.username, password: `typo-${i}-x` }, '198.51.100.20');
      const ok = await login({ username: form.username, password: PASSWORD }, '198.51.100.20');
      expect(ok.body.data.access_token).toEqual(expect.any(String));
      // With the session, the member's uuid (the app starts the next page's reads with it).
      const me = await http('GET', '/api/auth/user', { token: ok.body.data.access_token });
      expect(ok.body.data.uuid).toBe(me.body.data.uuid);
      for (let i = 0; i < 4; i++)
        await login({ username: form.username, password: `typo-${i}-y` }, '198.51.100.20');
      // Three earlier failures were forgotten: four more do not shut the address out.
      const again = await login({ username: form.username, password: PASSWORD }, '198.51.100.20');
      expect(again.body.data.access_token).toEqual(expect.any(String));
    });
  });

  it('logout revokes the token', async () => {
    const { token } = await signUp(http, slots);
    expect((await http('POST', '/api/auth/logout', { token })).body.message).toBe('Logged out successfully');
    expect((await http('GET', '/api/auth/user', { token })).status).toBe(401);
  });
});

describe('two-factor login', () => {
  async function memberWith2fa() {
    const member = await signUp(http, slots);
    const toggled = await http('PUT', `/api/users/${member.uuid}/toggle-2fa`, {
      token: member.token,
      body: { enable_2fa: true },
    });
    expect(toggled.body).toMatchObject({ message: '2FA enabled successfully', data: { enable_2fa: true } });
    return member;
  }

  it('answers no token until the emailed code, and the code is bound to that login', async () => {
    const { form } = await memberWith2fa();
    const login = await http('POST', '/api/auth/login', {
      body: { username: form.username, password: PASSWORD },
    });
    expect(login.body.data).toMatchObject({ access_token: null, enable_2fa: true });
    expect(login.body.data).not.toHaveProperty('uuid');
    const loginToken = login.body.data.login_token as string;
    expect(loginToken).toBeTruthy();

    const sent = await http('POST', '/api/auth/send-2fa-verification-email', {
      body: { email: form.email, user_type: 'user', login_token: loginToken },
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(http, form.email, /sign-in/);
    expect(JSON.stringify(sent.body)).not.toContain(code);

    // The code alone, or with a made-up login token, logs nobody in.
    const forged = await http('POST', '/api/auth/authenticate-2fa', {
      body: { email: form.email, user_type: 'user', code, login_token: 'made-up-token' },
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.login_token).toEqual(['Your sign-in has expired. Please log in again.']);
    const missing = await http('POST', '/api/auth/authenticate-2fa', {
      body: { email: form.email, user_type: 'user', code },
    });
    expect(missing.status).toBe(422);

    const ok = await http('POST', '/api/auth/authenticate-2fa', {
      body: { email: form.email, user_type: 'user', code, login_token: loginToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await http('GET', '/api/auth/user', { token: ok.body.data.access_token });
    expect(me.status).toBe(200);
    expect(ok.body.data.uuid).toBe(me.body.data.uuid);
    // Single use: the login and its code are spent.
    const replay = await http('POST', '/api/auth/authenticate-2fa', {
      body: { email: form.email, user_type: 'user', code, login_token: loginToken },
    });
    expect(replay.status).toBe(422);
  });

  it('without a preceding password login, authenticate-2fa fails', async () => {
    const { form } = await memberWith2fa();
    const res = await http('POST', '/api/auth/send-2fa-verification-email', {
      body: { email: form.email, user_type: 'user', login_token: 'x'.repeat(43) },
    });
    expect(res.status).toBe(422);
    const auth = await http('POST', '/api/auth/authenticate-2fa', {
      body: { email: form.email, user_type: 'user', code: '123456', login_token: 'x'.repeat(43) },
    });
    expect(auth.status).toBe(422);
  });

  it('five wrong codes end that code', async () => {
    const { form } = await memberWith2fa();
    const login = await http('POST', '/api/auth/login', {
      body: { username: form.username, password: PASSWORD },
    });
    const body = { email: form.email, user_type: 'user', login_token: login.body.data.login_token };
    await http('POST', '/api/auth/send-2fa-verification-email', { body });
    const code = await latestCode(http, form.email, /sign-in/);
    for (let i = 0; i < 5; i++) {
      expect(
        (await http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code: wrongCode(code) } }))
          .status,
      ).toBe(422);
    }
    const right = await http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code } });
    expect(right.status).toBe(422);
    expect(right.body.data).toBeUndefined();

    // A resend gives a fresh code for the same login.
    await http('POST', '/api/auth/send-2fa-verification-email', { body });
    const fresh = await latestCode(http, form.email, /sign-in/);
    const ok = await http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code: fresh } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.access_token).toBeTruthy();
  });

  it("a member may not toggle another member's 2FA", async () => {
    const a = await signUp(http, slots);
    const b = await signUp(http, slots);
    const res = await http('PUT', `/api/users/${b.uuid}/toggle-2fa`, {
      token: a.token,
      body: { enable_2fa: true },
    });
    expect(res.status).toBe(403);
    const row = await db()
      .selectFrom('users')
      .select('enable_2fa')
      .where('uuid', '=', b.uuid)
      .executeTakeFirstOrThrow();
    expect(row.enable_2fa).toBe(false);
  });
});

describe('password reset and change', () => {
  it('resets with the mailed code, revoking every session', async () => {
    const { form, token } = await signUp(http, slots);
    const link = await http('POST', '/api/auth/reset-password-link', {
      body: { email: form.email, user_type: 'user' },
    });
    expect(link.body.message).toBe('Reset password code has been sent to your email address');
    const unknown = await http('POST', '/api/auth/reset-password-link', {
      body: { email: 'ghost@example.com', user_type: 'user' },
    });
    expect(unknown).toEqual(link);

    const code = await latestCode(http, form.email, /reset/);
    const res = await http('POST', '/api/auth/reset-password', {
      body: { email: form.email, user_type: 'user', code, password: 'Brand-new-pass-1' },
    });
    expect(res.body.message).toBe('Password has been reset successfully, please login to continue');
    expect((await http('GET', '/api/auth/user', { token })).status).toBe(401);
    expect(
      (await http('POST', '/api/auth/login', { body: { username: form.username, password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await http('POST', '/api/auth/login', {
          body: { username: form.username, password: 'Brand-new-pass-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('changes the password in two steps; other sessions end, this one stays', async () => {
    const { form, token } = await signUp(http, slots);
    const other = (
      await http('POST', '/api/auth/login', { body: { username: form.username, password: PASSWORD } })
    ).body.data.access_token;
    const visitor = await http('POST', '/api/auth/change-password-link', {
      body: { email: form.email, old_password: PASSWORD, user_type: 'user' },
    });
    expect(visitor.status).toBe(401);
    const wrongOld = await http('POST', '/api/auth/change-password-link', {
      token,
      body: { email: form.email, old_password: 'not-it-123', user_type: 'user' },
    });
    expect(wrongOld.body.errors.old_password).toEqual(['The old password is incorrect.']);
    const step1 = await http('POST', '/api/auth/change-password-link', {
      token,
      body: { email: form.email, old_password: PASSWORD, user_type: 'user' },
    });
    expect(step1.body.message).toBe('Change password code has been sent to your email address');
    const code = await latestCode(http, form.email, /change/);
    const step2 = await http('POST', '/api/auth/change-password', {
      token,
      body: { email: form.email, code, password: 'Changed-pass-22', user_type: 'user' },
    });
    expect(step2.body.message).toBe('Password has been changed successfully');
    expect((await http('GET', '/api/auth/user', { token })).status).toBe(200);
    expect((await http('GET', '/api/auth/user', { token: other })).status).toBe(401);
  });

  it('refuses a change-password code for someone else’s email', async () => {
    const a = await signUp(http, slots);
    const b = await signUp(http, slots);
    const res = await http('POST', '/api/auth/change-password-link', {
      token: a.token,
      body: { email: b.form.email, old_password: PASSWORD, user_type: 'user' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This is not the email address of your account.']);
  });
});

describe('administrator', () => {
  it('logs in by email, turns 2FA on, and then needs the emailed code', async () => {
    const first = await http('POST', '/api/auth/admin-login', { body: ADMIN });
    const token = first.body.data.access_token;
    expect(first.body.data).toMatchObject({ is_admin: true, enable_2fa: false });
    const me = await http('GET', '/api/auth/admin', { token });
    expect(me.body.data).toMatchObject({ email: ADMIN.email, enable_2fa: false, is_admin: true });

    const on = await http('PUT', '/api/auth/toggle-admin-2fa', { token, body: { enable_2fa: true } });
    expect(on.body).toMatchObject({ message: '2FA enabled successfully', data: { enable_2fa: true } });

    const second = await http('POST', '/api/auth/admin-login', { body: ADMIN });
    expect(second.body.data.access_token).toBeNull();
    const body = { email: ADMIN.email, user_type: 'admin', login_token: second.body.data.login_token };
    await http('POST', '/api/auth/send-2fa-verification-email', { body });
    const code = await latestCode(http, ADMIN.email, /sign-in/);
    const done = await http('POST', '/api/auth/authenticate-2fa', { body: { ...body, code } });
    expect(done.body.data).toMatchObject({ is_admin: true });
    const adminToken = done.body.data.access_token;

    const off = await http('PUT', '/api/auth/toggle-admin-2fa', {
      token: adminToken,
      body: { enable_2fa: false },
    });
    expect(off.body.message).toBe('2FA disabled successfully');
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_type']).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['admin.2fa.enable', 'admin.2fa.disable']),
    );
  });

  it("sets a member's password, ending the member's sessions, and audits it", async () => {
    const member = await signUp(http, slots);
    const token = (await http('POST', '/api/auth/admin-login', { body: ADMIN })).body.data.access_token;
    const res = await http('PUT', `/api/auth/${member.uuid}/change-user-password`, {
      token,
      body: { password: 'Admin-set-pass-1' },
    });
    expect(res.body.message).toBe('user password has been changed successfully');
    expect((await http('GET', '/api/auth/user', { token: member.token })).status).toBe(401);
    expect(
      (
        await http('POST', '/api/auth/login', {
          body: { username: member.form.username, password: 'Admin-set-pass-1' },
        })
      ).status,
    ).toBe(200);
    const missing = await http('PUT', `/api/auth/00000000-0000-4000-8000-000000000000/change-user-password`, {
      token,
      body: { password: 'Admin-set-pass-1' },
    });
    expect(missing.status).toBe(404);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'member.password.set')
      .execute();
    expect(audit).toContainEqual({ action: 'member.password.set', target_id: member.uuid });
  });

  it('the audit log cannot be edited', async () => {
    await expect(db().deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
