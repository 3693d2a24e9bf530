import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from './fakes/fakePaystack';
import { adminToken, startServer, type TestServer } from './helper';
import { decide, initiate, packagePrice } from './money';
import { member, type Member } from './orders.fixtures';

/*
 * The payment providers and which one serves payments and payouts
 * (docs/payments.md#the-provider-in-use): administrators only, every change audited, a provider
 * the server cannot use refused on its field, and a switch that changes what new checkouts use
 * while a payment started before it settles with its own provider.
 */

let dev: TestServer;
let admin: string;
let M: Member;
const db = () => dev.app.database.db;

const providerId = async (slug: 'paystack' | 'sandbox', server = dev) =>
  (
    await server.app.database.db
      .selectFrom('service_providers')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).id;
const serviceId = async (service: 'payment' | 'payout', server = dev) =>
  (
    await server.app.database.db
      .selectFrom('product_services')
      .select('id')
      .where('service', '=', service)
      .executeTakeFirstOrThrow()
  ).id;

/** The providers, the assignments and their audit rows: what "nothing changed" compares. */
async function snapshot(server = dev) {
  const d = server.app.database.db;
  const [providers, services, audit] = await Promise.all([
    d.selectFrom('service_providers').selectAll().orderBy('id').execute(),
    d.selectFrom('product_services').selectAll().orderBy('id').execute(),
    d
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('target_type', 'in', ['service_provider', 'product_service'])
      .orderBy('id')
      .execute(),
  ]);
  return { providers, services, audit };
}

const lastAudit = (server = dev) =>
  server.app.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_type', 'target_type', 'target_id', 'before', 'after', 'ip'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  dev = await startServer();
  admin = await adminToken(dev.http);
  M = await member(dev, 1, 'kolaherbal', { paid: false });
}, 120_000);

afterAll(async () => {
  if (dev) await dev.close();
});

describe('service providers', () => {
  it('lists the seeded providers and reads one', async () => {
    const list = await dev.http('GET', '/api/service-providers', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(['paystack', 'sandbox']);
    const id = await providerId('sandbox');
    const one = await dev.http('GET', `/api/service-providers/${id}/provider`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({
      id,
      name: 'Sandbox (built in)',
      slug: 'sandbox',
      created_at: expect.any(String),
    });
    expect((await dev.http('GET', '/api/service-providers/999999/provider', { token: admin })).status).toBe(
      404,
    );
  });

  it('renames a provider, audited; the slug never changes', async () => {
    const id = await providerId('sandbox');
    const res = await dev.http('PUT', `/api/service-providers/${id}/update`, {
      token: admin,
      body: { name: '  Test checkout  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service provider updated successfully');
    expect(res.body.data).toMatchObject({ id, name: 'Test checkout', slug: 'sandbox' });
    expect(await lastAudit()).toMatchObject({
      action: 'service_provider.update',
      actor_type: 'admin',
      target_type: 'service_provider',
      target_id: String(id),
      before: { name: 'Sandbox (built in)', slug: 'sandbox' },
      after: { name: 'Test checkout', slug: 'sandbox' },
    });
    const read = await dev.http('GET', `/api/service-providers/${id}/provider`, { token: admin });
    expect(read.body.data.name).toBe('Test checkout');
  });

  it('refuses bad names, a second record of a slug and Paystack without its key, changing nothing', async () => {
    const before = await snapshot();
    const sandbox = await providerId('sandbox');
    const cases: [string, string, unknown, number, string | null][] = [
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: '   ' }, 422, 'name'],
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: 12345 }, 422, 'name'],
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: 'paystack' }, 422, 'name'],
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: 'x'.repeat(61) }, 422, 'name'],
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: 'A', slug: 'paystack' }, 422, 'slug'],
      ['PUT', '/api/service-providers/999999/update', { name: 'Other' }, 404, null],
      ['POST', '/api/service-providers/create', { name: 'Another sandbox', slug: 'sandbox' }, 409, null],
      ['POST', '/api/service-providers/create', { name: 'Paystack 2', slug: 'paystack' }, 422, 'slug'],
      ['POST', '/api/service-providers/create', { name: 'Flutterwave', slug: 'flutterwave' }, 422, 'slug'],
    ];
    for (const [method, path, body, status, field] of cases) {
      const res = await dev.http(method, path, { token: admin, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      if (field) expect(Object.keys(res.body.errors)).toContain(field);
    }
    const noKey = await dev.http('POST', '/api/service-providers/create', {
      token: admin,
      body: { name: 'Paystack 2', slug: 'paystack' },
    });
    expect(noKey.body.errors.slug).toEqual([
      'Paystack is not configured on this server: set PAYSTACK_SECRET_KEY before choosing it.',
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('product services', () => {
  it('lists which provider serves payments and payouts, by id and by service', async () => {
    const sandbox = await providerId('sandbox');
    const list = await dev.http('GET', '/api/product-services', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { service: string; service_provider_id: number }) => s.service)).toEqual([
      'payment',
      'payout',
    ]);
    expect(list.body.data[0]).toMatchObject({
      service_provider_id: sandbox,
      service_provider: { id: sandbox, slug: 'sandbox' },
    });
    const id = await serviceId('payout');
    const one = await dev.http('GET', `/api/product-services/${id}/service`, { token: admin });
    expect(one.body.data).toMatchObject({ id, service: 'payout', service_provider_id: sandbox });
    const byService = await dev.http('GET', '/api/product-services/service?service=payout', { token: admin });
    expect(byService.body.data).toEqual(one.body.data);
    expect((await dev.http('GET', '/api/product-services/999999/service', { token: admin })).status).toBe(
      404,
    );
    const bad = await dev.http('GET', '/api/product-services/service?service=refund', { token: admin });
    expect(bad.status).toBe(422);
  });

  it('refuses a provider this server cannot use and a second assignment, changing nothing', async () => {
    const before = await snapshot();
    const paystack = await providerId('paystack');
    const sandbox = await providerId('sandbox');
    const payment = await serviceId('payment');
    const noKey = await dev.http('PUT', `/api/product-services/${payment}/update`, {
      token: admin,
      body: { service_provider_id: paystack },
    });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors.service_provider_id).toEqual([
      'Paystack is not configured on this server: set PAYSTACK_SECRET_KEY before choosing it.',
    ]);
    const unknown = await dev.http('PUT', `/api/product-services/${payment}/update`, {
      token: admin,
      body: { service_provider_id: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['service_provider_id']);
    const missing = await dev.http('PUT', '/api/product-services/999999/update', {
      token: admin,
      body: { service_provider_id: sandbox },
    });
    expect(missing.status).toBe(404);
    const twice = await dev.http('POST', '/api/product-services/create', {
      token: admin,
      body: { service: 'payment', service_provider_id: sandbox },
    });
    expect(twice.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('assigns a service that has no provider (404 until then), audited', async () => {
    const sandbox = await providerId('sandbox');
    await db().deleteFrom('product_services').where('service', '=', 'payout').execute();
    const none = await dev.http('GET', '/api/product-services/service?service=payout', { token: admin });
    expect(none.status).toBe(404);
    const res = await dev.http('POST', '/api/product-services/create', {
      token: admin,
      body: { service: 'payout', service_provider_id: sandbox },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product service created successfully');
    expect(res.body.data).toMatchObject({ service: 'payout', service_provider: { slug: 'sandbox' } });
    expect(await lastAudit()).toMatchObject({
      action: 'product_service.create',
      target_type: 'product_service',
      target_id: String(res.body.data.id),
      before: null,
      after: { service: 'payout', service_provider_id: sandbox, slug: 'sandbox' },
    });
    const byService = await dev.http('GET', '/api/product-services/service?service=payout', { token: admin });
    expect(byService.body.data.id).toBe(res.body.data.id);
  });

  it('is for administrators only', async () => {
    const before = await snapshot();
    const sandbox = await providerId('sandbox');
    const payment = await serviceId('payment');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/service-providers'],
      ['GET', `/api/service-providers/${sandbox}/provider`],
      ['POST', '/api/service-providers/create', { name: 'Mine', slug: 'sandbox' }],
      ['PUT', `/api/service-providers/${sandbox}/update`, { name: 'Mine' }],
      ['GET', '/api/product-services'],
      ['GET', `/api/product-services/${payment}/service`],
      ['GET', '/api/product-services/service?service=payment'],
      ['POST', '/api/product-services/create', { service: 'payment', service_provider_id: sandbox }],
      ['PUT', `/api/product-services/${payment}/update`, { service_provider_id: sandbox }],
    ];
    for (const [method, path, body] of calls) {
      expect((await dev.http(method, path, { token: M.token, body })).status, path).toBe(403);
      expect((await dev.http(method, path, { body })).status, path).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('switching the payment provider (fake Paystack beside the sandbox)', () => {
  let paystack: FakePaystack;
  let server: TestServer;
  let token: string;
  /** A member with free placement slots (the root's two are taken by the first test). */
  let upline: string;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    server = await startServer({
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      PAYMENT_SANDBOX: 'on',
    });
    token = await adminToken(server.http);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await paystack?.close();
  });

  const switchPayments = (slug: 'paystack' | 'sandbox') =>
    Promise.all([serviceId('payment', server), providerId(slug, server)]).then(([id, provider]) =>
      server.http('PUT', `/api/product-services/${id}/update`, {
        token,
        body: { service_provider_id: provider },
      }),
    );
  const providerOf = async (reference: string) =>
    (
      await server.app.database.db
        .selectFrom('payments')
        .select('provider')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).provider;

  it('sends new checkouts to the provider chosen; one started before settles with its own', async () => {
    const amount = await packagePrice(server.app.database.db, 1);
    const early = await member(server, 1, 'kolaherbal', { paid: false });
    upline = early.username;
    const late = await member(server, 1, 'kolaherbal', { paid: false });
    const started = await initiate(server.http, early.token, { amount, txn_source: 'package_payment' });
    expect(await providerOf(started.reference)).toBe('sandbox');
    expect(started.authorization_url).toContain('/api/sandbox/checkout/');

    const switched = await switchPayments('paystack');
    expect(switched.status).toBe(200);
    expect(switched.body.data.service_provider).toMatchObject({ slug: 'paystack' });
    expect(await lastAudit(server)).toMatchObject({
      action: 'product_service.update',
      before: { service: 'payment', slug: 'sandbox' },
      after: { service: 'payment', slug: 'paystack' },
    });

    const next = await initiate(server.http, late.token, { amount, txn_source: 'package_payment' });
    expect(await providerOf(next.reference)).toBe('paystack');
    expect(paystack.transactions.has(next.reference)).toBe(true);
    expect(paystack.transactions.has(started.reference)).toBe(false);

    // The member pays the sandbox checkout opened before the switch: it is verified there.
    await decide(server, started.reference);
    const verified = await server.http('POST', '/api/payments/verify', {
      token: early.token,
      body: { reference: started.reference },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe('approved');

    // Switching back: the next checkout is the sandbox's again.
    expect((await switchPayments('sandbox')).status).toBe(200);
    const again = await initiate(server.http, late.token, { amount, txn_source: 'package_payment' });
    expect(await providerOf(again.reference)).toBe('sandbox');
  });

  it('resolves bank accounts with the payout provider chosen', async () => {
    const m = await member(server, 1, upline, { paid: false });
    paystack.accounts.set('044:0123456789', 'ADAEZE OBI');
    const form = { bank_name: 'Access Bank', bank_code: '044', bank_account_number: '0123456789' };
    const [payout, paystackId] = await Promise.all([
      serviceId('payout', server),
      providerId('paystack', server),
    ]);
    const switched = await server.http('PUT', `/api/product-services/${payout}/update`, {
      token,
      body: { service_provider_id: paystackId },
    });
    expect(switched.status).toBe(200);
    const created = await server.http('POST', '/api/users/create-profile', { token: m.token, body: form });
    expect(created.status).toBe(200);
    // The sandbox would have answered "SANDBOX ACCOUNT 6789".
    expect(created.body.data.bank_account_name).toBe('ADAEZE OBI');
  });

  it('answers the provider already in use without a new audit row', async () => {
    const before = await snapshot(server);
    const same = await switchPayments('sandbox');
    expect(same.status).toBe(200);
    expect(same.body.data.service_provider.slug).toBe('sandbox');
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('a production server', () => {
  let paystack: FakePaystack;
  let prod: TestServer;
  let token: string;
  const OWN_PASSWORD = 'Own-Admin-Password-77';

  beforeAll(async () => {
    paystack = await startFakePaystack();
    prod = await startServer({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: OWN_PASSWORD,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      PAYMENT_SANDBOX: 'on',
    });
    // The first sign-in's password change is production-defaults.test.ts's; skip it here.
    await prod.app.database.db.updateTable('admins').set({ password_change_required: false }).execute();
    const login = await prod.http('POST', '/api/auth/admin-login', {
      body: { email: prod.config.adminEmail, password: OWN_PASSWORD },
    });
    token = login.body.data.access_token;
  }, 120_000);

  afterAll(async () => {
    await prod?.close();
    await paystack?.close();
  });

  it('refuses the sandbox for payments and payouts; Paystack is accepted', async () => {
    const sandbox = await providerId('sandbox', prod);
    const paystackId = await providerId('paystack', prod);
    for (const service of ['payment', 'payout'] as const) {
      const id = await serviceId(service, prod);
      const toPaystack = await prod.http('PUT', `/api/product-services/${id}/update`, {
        token,
        body: { service_provider_id: paystackId },
      });
      expect(toPaystack.status).toBe(200);
      const before = await snapshot(prod);
      const toSandbox = await prod.http('PUT', `/api/product-services/${id}/update`, {
        token,
        body: { service_provider_id: sandbox },
      });
      expect(toSandbox.status).toBe(422);
      expect(toSandbox.body.errors.service_provider_id).toEqual([
        'The sandbox provider cannot be used on a production server: its checkout approves any payment at the press of a button.',
      ]);
      expect(await snapshot(prod)).toEqual(before);
    }
    const created = await prod.http('POST', '/api/service-providers/create', {
      token,
      body: { name: 'Sandbox 2', slug: 'sandbox' },
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['slug']);
  });
});
