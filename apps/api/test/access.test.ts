import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  registration,
  signUp,
  slotQueue,
  startServer,
  type SlotQueue,
  type TestServer,
} from './helper';
import type { ContractOperation } from '../src/contract/contract';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

let server: TestServer;
let memberToken: string;
let admin: string;
let operations: ContractOperation[];
let slots: SlotQueue;

beforeAll(async () => {
  server = await startServer();
  slots = slotQueue();
  memberToken = (await signUp(server.http, slots)).token;
  admin = await adminToken(server.http);
  operations = server.app.contract.operations;
  // A fresh server (migrations, seed, argon2 sign-up) can take a minute on a busy machine.
}, 180_000);
afterAll(async () => server?.close());

/** A {uuid} operation a member may call (for their own uuid only). */
function isMemberUuidOperation(op: ContractOperation): boolean {
  return op.path.includes('{uuid}') && (op.access === 'user' || op.access === 'member');
}

/**
 * A valid request for each {uuid} write operation a member may call (checked against the
 * contract's schema below): sent with another member's uuid it passes validation, so only the
 * access check stands between it and that member's account.
 */
const VALID_WRITES: Record<
  string,
  { json: Record<string, unknown> } | { form: { schema: string; fields: Record<string, string> } }
> = {
  updateUser: { json: { first_name: 'Mallory', last_name: 'Intruder', phone: '+2348099999999' } },
  updateProfile: {
    form: {
      schema: 'ProfileUpdateForm',
      fields: {
        first_name: 'Mallory',
        last_name: 'Intruder',
        phone: '+2348099999999',
        address: '1 Elsewhere',
      },
    },
  },
  updateBankDetails: {
    json: { bank_name: 'Test Bank', bank_account_number: '0123456789', bank_code: '058' },
  },
  inviteGuest: { json: { email: 'guest-of-intruder@example.com' } },
  toggleUserTwoFactor: { json: { enable_2fa: true } },
  createIncentiveClaim: { json: { rank_id: 1, incentive_id: 1 } },
  initiateWithdrawal: { json: { amount: 5_000 } },
  createProductClaim: { json: { products: [{ id: 1, qty: 1 }] } },
  createMemberOrder: {
    json: { products: [{ id: 1, qty: 1 }], pickup_type: 'registration_pickup', stockist_id: 1 },
  },
  createStockistPurchase: { json: { products: [{ id: 1, qty: 1 }], pickup_type: 'registration_pickup' } },
};

/** Everything stored about a member: their row, their rows in every table with a user_id, their mail. */
async function ownerRecords(userId: number, email: string) {
  const db = server.app.database.db;
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id'
    order by table_name`.execute(db);
  const records: Record<string, unknown> = {
    users: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
  };
  for (const { table_name } of tables) {
    const { rows } = await sql`select * from ${sql.table(table_name)} where user_id = ${userId}`.execute(db);
    records[table_name] = rows;
  }
  records.mail = (await server.http('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body;
  records.guestMail = (
    await server.http('GET', `/api/dev/outbox?to=${encodeURIComponent('guest-of-intruder@example.com')}`)
  ).body;
  return records;
}

/** A concrete URL for an operation: any uuid or id does, the access check comes first. */
function urlOf(op: ContractOperation): string {
  return `/api${op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'uuid' ? '00000000-0000-4000-8000-000000000000' : name === 'code' ? 'ABC123' : '1'))}`;
}

describe('every route checks who may call it (generated from the contract)', () => {
  it('the contract routes all 201 operations (the catalogue and those added beyond it)', () => {
    expect(operations).toHaveLength(201);
  });

  it('a visitor gets 401 on every operation that needs a signed-in account', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access !== 'public' && o.access !== 'webhook')) {
      const res = await server.http(op.method, urlOf(op));
      if (res.status !== 401 || res.body.message !== 'Unauthenticated.')
        failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('a forged or revoked token is a visitor', async () => {
    const op = operations.find((o) => o.operationId === 'getAuthUser')!;
    expect((await server.http(op.method, urlOf(op), { token: 'forged-token' })).status).toBe(401);
  });

  it("a member's token gets 403 on every administrator operation", async () => {
    const failures: string[] = [];
    const adminOps = operations.filter((o) => o.access === 'admin');
    expect(adminOps.length).toBeGreaterThan(50);
    for (const op of adminOps) {
      const res = await server.http(op.method, urlOf(op), { token: memberToken });
      if (res.status !== 403 || res.body.message !== 'This action needs an administrator.')
        failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("an administrator's token gets 403 on every member-only operation", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access === 'member')) {
      const res = await server.http(op.method, urlOf(op), { token: admin });
      if (res.status !== 403) failures.push(`${op.method} ${op.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('every {uuid} write operation a member may call has a valid request body in VALID_WRITES', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const schema of server.app.contract.schemas) ajv.addSchema(schema);
    const writes = operations.filter((o) => o.method !== 'GET' && isMemberUuidOperation(o));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const op of writes) {
      const valid = VALID_WRITES[op.operationId];
      if (!valid) {
        problems.push(`${op.operationId}: no valid body in VALID_WRITES`);
        continue;
      }
      // The same validator and schemas the server checks bodies (and multipart fields) with.
      const schema = 'form' in valid ? { $ref: `${valid.form.schema}#` } : op.body;
      if (!schema) {
        problems.push(`${op.operationId}: the contract has no request schema`);
        continue;
      }
      const check = ajv.compile(schema);
      if (!check('form' in valid ? valid.form.fields : valid.json))
        problems.push(`${op.operationId}: ${ajv.errorsText(check.errors)}`);
    }
    expect(problems).toEqual([]);
  });

  it("a member using another member's uuid gets exactly 403 on every implemented {uuid} operation: nothing changes, nothing of theirs comes back", async () => {
    const owner = await signUp(server.http, slots);
    const ownerId = (
      await server.app.database.db
        .selectFrom('users')
        .select('id')
        .where('uuid', '=', owner.uuid)
        .executeTakeFirstOrThrow()
    ).id;
    const failures: string[] = [];
    const uuidOps = operations.filter(
      (o) => isMemberUuidOperation(o) && server.app.implementedOperations.has(o.operationId),
    );
    expect(uuidOps.length).toBeGreaterThan(20);
    // The write operations implemented so far (toggle-2fa, bank details, withdrawal, incentive
    // claim, ...) each get a body that passes validation, so only the access check can refuse it.
    expect(uuidOps.filter((o) => o.method !== 'GET').length).toBeGreaterThanOrEqual(4);
    const before = await ownerRecords(ownerId, owner.form.email);
    for (const op of uuidOps) {
      const url = `/api${op.path.replace('{uuid}', owner.uuid).replace(/\{[^}]+\}/g, '1')}`;
      const valid = VALID_WRITES[op.operationId];
      let status: number;
      let body: unknown;
      if (op.method === 'GET') {
        ({ status, body } = await server.http(op.method, url, { token: memberToken }));
      } else if (!valid) {
        failures.push(`${op.method} ${op.path}: no valid body in VALID_WRITES`);
        continue;
      } else if ('form' in valid) {
        const form = new FormData();
        for (const [name, value] of Object.entries(valid.form.fields)) form.append(name, value);
        const res = await fetch(`${server.baseUrl}${url}`, {
          method: op.method,
          headers: { authorization: `Bearer ${memberToken}` },
          body: form,
        });
        status = res.status;
        body = await res.json();
      } else {
        ({ status, body } = await server.http(op.method, url, { token: memberToken, body: valid.json }));
      }
      const text = JSON.stringify(body);
      const refusal =
        typeof body === 'object' &&
        body !== null &&
        Object.keys(body).sort().join() === 'message,success' &&
        (body as { success: unknown }).success === false;
      const leaked = [owner.form.username, owner.form.email, owner.uuid].some((v) =>
        text.toLowerCase().includes(v.toLowerCase()),
      );
      if (status !== 403 || !refusal || leaked) failures.push(`${op.method} ${op.path} → ${status} ${text}`);
    }
    expect(failures).toEqual([]);
    // Nothing of the owner's changed: their row, every row of theirs in any table, their mail.
    expect(await ownerRecords(ownerId, owner.form.email)).toEqual(before);
  });

  it('operations without a handler answer 501 and name themselves (the pending list)', async () => {
    const pending = operations.filter((o) => !server.app.implementedOperations.has(o.operationId));
    const implemented = operations.length - pending.length;
    // Printed so the operations without a handler are visible in every test run.
    console.log(
      `implemented ${implemented}/${operations.length} operations; pending:\n  ${pending.map((o) => `${o.method} ${o.path}`).join('\n  ')}`,
    );
    expect(implemented).toBeGreaterThanOrEqual(18);
    for (const op of pending.filter((o) => o.method === 'GET' && !o.params && !o.querystring)) {
      const token =
        op.access === 'admin'
          ? admin
          : op.access === 'public'
            ? null
            : op.access === 'member'
              ? memberToken
              : admin;
      const res = await server.http(op.method, urlOf(op), { token });
      expect(res.status, `${op.method} ${op.path}`).toBe(501);
      expect(res.body.message).toContain(op.operationId);
    }
  });

  it('a body that is not JSON answers 422', async () => {
    const res = await server.http('POST', '/api/auth/login', { raw: '{"username": "ada",' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['The request body is not valid JSON.'] });
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await server.http('GET', '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('serves the API docs', async () => {
    const res = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/auth/login');
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${server.baseUrl}/api/packages/all`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(res.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('with SMTP configured', () => {
  it('there is no dev outbox: it exists only while mail goes to the outbox', async () => {
    // Nothing is sent here; nodemailer connects only when a mail goes out.
    const smtp = await startServer({ SMTP_URL: 'smtp://127.0.0.1:9' }, server.app.database);
    try {
      expect(smtp.app.mailer.transport).toBe('smtp');
      expect((await smtp.http('GET', '/api/dev/outbox')).status).toBe(404);
      expect((await server.http('GET', '/api/dev/outbox')).status).toBe(200);

      // A registration survives a mail server that is down; the code can be resent later.
      const form = registration({ referrer: slots.take() });
      const reg = await smtp.http('POST', '/api/auth/register', { body: form });
      expect(reg.status).toBe(200);
      const reset = await smtp.http('POST', '/api/auth/reset-password-link', {
        body: { email: form.email, user_type: 'user' },
      });
      expect(reset).toEqual({ status: 500, body: { success: false, message: 'An error occurred' } });
    } finally {
      await smtp.close();
    }
    // It starts a second server: ~20 s on a busy machine, the default 30 s is too close.
  }, 120_000);
});

describe('a server with a low auth rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ AUTH_RATE_LIMIT_MAX: '3' });
  });

  afterAll(async () => limited?.close());

  it('answers 429 on an auth route past the per-minute limit of one IP', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await limited.http('POST', '/api/auth/reset-password-link', {
            body: { email: 'a@example.com', user_type: 'user' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // A forged X-Forwarded-For does not buy a new budget (TRUST_PROXY is off by default).
    const spoofed = await limited.http('POST', '/api/auth/reset-password-link', {
      body: { email: 'a@example.com', user_type: 'user' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
    const other = await limited.http('POST', '/api/auth/resend-email-confirmation', {
      body: { email: 'a@example.com' },
    });
    expect(other.status).toBe(200);
  });

  it('limits signed-in auth routes per session token, not per IP', async () => {
    const first = await signUp(limited.http, slotQueue());
    const body = { email: first.form.email, old_password: 'wrong-password-1', user_type: 'user' };
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await limited.http('POST', '/api/auth/change-password-link', { token: first.token, body })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    // Another session from the same IP still has its own budget.
    const second = await limited.http('POST', '/api/auth/login', {
      body: { username: first.form.username, password: first.form.password },
    });
    const other = await limited.http('POST', '/api/auth/change-password-link', {
      token: second.body.data.access_token,
      body,
    });
    expect(other.status).toBe(422);
  });
});
