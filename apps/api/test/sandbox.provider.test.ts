import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderError,
  SANDBOX_OPENING_BALANCE_KOBO,
  createProviders,
  resolveProvider,
  signSandboxWebhook,
  type SandboxProvider,
} from '../src/modules/payments/providers';
import { startServer, type TestServer } from './helper';

let server: TestServer;
let sandbox: SandboxProvider;
let seq = 0;
const decisions: [string, string][] = [];

beforeAll(async () => {
  server = await startServer();
  sandbox = server.app.paymentProviders.sandbox;
  server.app.sandboxCheckout.onSandboxPaymentDecided = (reference, status) => {
    decisions.push([reference, status]);
  };
});
afterAll(async () => server?.close());

function ref() {
  seq += 1;
  return `sbx-${Date.now().toString(36)}-${seq}`;
}
function transferRef() {
  seq += 1;
  return `wd_${Date.now().toString(36)}_${String(seq).padStart(6, '0')}`;
}
async function initialized(amountKobo = 1_234_500, email = 'ngozi@example.com') {
  const reference = ref();
  const result = await sandbox.initialize({
    reference,
    amountKobo,
    email,
    callbackUrl: 'http://localhost:3000/payments/callback?from=checkout',
    metadata: { intent: 1 },
  });
  return { reference, result, path: new URL(result.authorizationUrl).pathname };
}
async function get(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { response, html: await response.text() };
}
/** What a browser sends when the Pay or Decline form is submitted. */
async function submit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  });
  return { response, html: await response.text() };
}
function csp(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}
async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('sandbox checkout', () => {
  it('initialize hands out the checkout page under PUBLIC_URL; unpaid reads abandoned', async () => {
    const { reference, result, path } = await initialized();
    expect(sandbox.slug).toBe('sandbox');
    expect(result.reference).toBe(reference);
    expect(result.accessCode).toMatch(/^[0-9a-f]{24}$/);
    expect(result.authorizationUrl).toBe(`${server.config.publicUrl}/api/sandbox/checkout/${reference}`);
    expect(path).toBe(`/api/sandbox/checkout/${reference}`);
    expect(await sandbox.verify(reference)).toEqual({
      status: 'abandoned',
      amountKobo: 1_234_500,
      currency: 'NGN',
      reference,
      paidAt: null,
      channel: 'sandbox',
    });
  });

  it('the page shows the amount in naira and the email, with Pay and Decline forms', async () => {
    const { reference, path } = await initialized(1_234_500, 'ada<b>@example.com');
    const { response, html } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('₦12,345.00');
    expect(html).toContain('ada&#60;b&#62;@example.com');
    expect(html).not.toContain('ada<b>');
    expect(html).toContain(`<form method="post" action="/api/sandbox/checkout/${reference}/pay">`);
    expect(html).toContain(`<form method="post" action="/api/sandbox/checkout/${reference}/decline">`);
    expect(html).not.toMatch(/<(link|img|script)[^>]+(src|href)=/i);
  });

  it('the page may be framed by the same origin only; its inline style runs by nonce', async () => {
    const { path } = await initialized();
    const { response, html } = await get(path);
    const policy = csp(response);
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'self'");
    const styleNonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(styleNonce).toBeTruthy();
    expect(policy.get('style-src')).toBe(`'nonce-${styleNonce}'`);
    expect(policy.get('script-src')).toMatch(/^'nonce-[0-9a-f]+'$/);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    // A second load gets fresh nonces.
    const again = await get(path);
    expect(/<style nonce="([^"]+)">/.exec(again.html)?.[1]).not.toBe(styleNonce);

    // Every other page refuses to be framed.
    for (const other of ['/api/no-such-route', '/api/sandbox/checkout/unknown-reference-1/nothing']) {
      const res = await fetch(`${server.baseUrl}${other}`);
      expect(csp(res).get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('Pay: the transaction succeeds with its amount, the hook runs, the page tells the parent', async () => {
    const { reference, path } = await initialized(1_234_500);
    const { response, html } = await submit(`${path}/pay`);
    expect(response.status).toBe(200);
    expect(html).toContain('data-status="success"');
    expect(html).toContain(`data-reference="${reference}"`);
    expect(html).toContain('Payment of ₦12,345.00 successful');
    const scriptNonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(scriptNonce).toBeTruthy();
    expect(csp(response).get('script-src')).toBe(`'nonce-${scriptNonce}'`);
    expect(csp(response).get('frame-ancestors')).toBe("'self'");
    expect(html).toContain("type: 'kola-payment'");
    expect(html).toContain('window.parent.postMessage(message, location.origin)');
    const back = /<a href="([^"]+)" target="_top">Return to the site<\/a>/.exec(html)?.[1];
    const url = new URL(back!.replace(/&#38;/g, '&'));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/payments/callback');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'checkout', reference, trxref: reference });

    expect(decisions).toContainEqual([reference, 'success']);
    const v = await sandbox.verify(reference);
    expect(v).toMatchObject({ status: 'success', amountKobo: 1_234_500, currency: 'NGN', reference });
    expect(v.paidAt).toBeInstanceOf(Date);

    // The checkout address now shows the outcome instead of the buttons.
    const later = await get(path);
    expect(later.html).toContain('data-status="success"');
    expect(later.html).not.toContain('/decline"');
  });

  it('Decline: failed; a second decision changes nothing', async () => {
    const { reference, path } = await initialized(500_000);
    const declined = await submit(`${path}/decline`);
    expect(declined.response.status).toBe(200);
    expect(declined.html).toContain('data-status="failed"');
    expect(declined.html).toContain('Payment declined');
    expect(await sandbox.verify(reference)).toMatchObject({
      status: 'failed',
      amountKobo: 500_000,
      paidAt: null,
    });

    const paid = await submit(`${path}/pay`);
    expect(paid.response.status).toBe(200);
    expect(paid.html).toContain('data-status="failed"');
    expect((await sandbox.verify(reference)).status).toBe('failed');
    // The hook hears the stored outcome each time (it must be idempotent).
    expect(decisions.filter(([r]) => r === reference)).toEqual([
      [reference, 'failed'],
      [reference, 'failed'],
    ]);

    const { reference: other, path: otherPath } = await initialized();
    await submit(`${otherPath}/pay`);
    await submit(`${otherPath}/decline`);
    expect((await sandbox.verify(other)).status).toBe('success');
    expect(await sandbox.decide(other, 'failed')).toMatchObject({ changed: false });
  });

  it('two decisions racing: exactly one wins', async () => {
    const { reference, path } = await initialized();
    const [a, b] = await Promise.all([submit(`${path}/pay`), submit(`${path}/decline`)]);
    const statuses = [a.html, b.html].map((h) => /data-status="(\w+)"/.exec(h)![1]);
    const final = (await sandbox.verify(reference)).status;
    expect(statuses).toEqual([final, final]);
  });

  it('a hook that throws does not break the page', async () => {
    const hooks = server.app.sandboxCheckout;
    const listener = hooks.onSandboxPaymentDecided;
    hooks.onSandboxPaymentDecided = async () => {
      throw new Error('payments service down');
    };
    try {
      const { reference, path } = await initialized();
      const { response, html } = await submit(`${path}/pay`);
      expect(response.status).toBe(200);
      expect(html).toContain('data-status="success"');
      expect((await sandbox.verify(reference)).status).toBe('success');
    } finally {
      hooks.onSandboxPaymentDecided = listener;
    }
  });

  it('unknown references and cross-site posts are refused and change nothing', async () => {
    expect((await get('/api/sandbox/checkout/no-such-reference')).response.status).toBe(404);
    expect((await get('/api/sandbox/checkout/bad%20ref')).response.status).toBe(404);
    expect((await submit('/api/sandbox/checkout/no-such-reference/pay')).response.status).toBe(404);

    const { reference, path } = await initialized();
    const fromElsewhere = await submit(`${path}/pay`, { 'sec-fetch-site': 'cross-site' });
    expect(fromElsewhere.response.status).toBe(403);
    const otherOrigin = await submit(`${path}/pay`, { origin: 'https://evil.example' });
    expect(otherOrigin.response.status).toBe(403);
    expect((await sandbox.verify(reference)).status).toBe('abandoned');
    expect(decisions.some(([r]) => r === reference)).toBe(false);
    const sameOrigin = await submit(`${path}/pay`, {
      origin: server.baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.response.status).toBe(200);
    expect((await sandbox.verify(reference)).status).toBe('success');
  });

  it('refuses a duplicate reference, a bad reference, amount, email or callback', async () => {
    const { reference } = await initialized();
    const base = { amountKobo: 100, email: 'a@b.co', callbackUrl: 'http://localhost:3000/cb' };
    expect(await providerError(sandbox.initialize({ reference, ...base }))).toMatchObject({
      message: 'Duplicate Transaction Reference',
      retryable: false,
    });
    await providerError(sandbox.initialize({ ...base, reference: 'reg_underscore' }));
    await providerError(sandbox.initialize({ ...base, reference: ref(), amountKobo: 10.5 }));
    await providerError(sandbox.initialize({ ...base, reference: ref(), email: 'nope' }));
    await providerError(
      sandbox.initialize({ ...base, reference: ref(), callbackUrl: 'javascript:alert(1)' }),
    );
    expect(await providerError(sandbox.verify('never-initialized'))).toMatchObject({ httpStatus: 404 });
  });
});

describe('sandbox payouts', () => {
  it('lists real Nigerian banks with their CBN codes', async () => {
    const banks = await sandbox.listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(20);
    for (const [name, code] of [
      ['Access Bank', '044'],
      ['Guaranty Trust Bank', '058'],
      ['Zenith Bank', '057'],
      ['First Bank of Nigeria', '011'],
      ['United Bank For Africa', '033'],
    ])
      expect(banks).toContainEqual({ name, code });
  });

  it('resolves 10-digit accounts to a deterministic name, refuses anything else', async () => {
    expect(await sandbox.resolveAccount('0123451234', '058')).toEqual({
      accountNumber: '0123451234',
      accountName: 'SANDBOX ACCOUNT 1234',
    });
    for (const [account, bank] of [
      ['12345', '058'],
      ['01234512345', '058'],
      ['012345123a', '058'],
      ['0123451234', '000'],
    ]) {
      const e = await providerError(sandbox.resolveAccount(account!, bank!));
      expect(e.message).toMatch(/^Could not resolve account name/);
      expect(e.retryable).toBe(false);
    }
  });

  it('transfers succeed at once (except to 000… accounts), repeat by reference, and draw the balance', async () => {
    const opening = (await sandbox.balance()).balanceKobo;
    expect(opening).toBeLessThanOrEqual(SANDBOX_OPENING_BALANCE_KOBO);
    const { recipientCode } = await sandbox.createTransferRecipient({
      name: 'Ngozi Okeke',
      accountNumber: '0123451234',
      bankCode: '058',
    });
    expect(recipientCode).toMatch(/^RCP_/);
    const reference = transferRef();
    const ok = await sandbox.transfer({
      reference,
      amountKobo: 250_000,
      recipientCode,
      reason: 'Withdrawal',
    });
    expect(ok.status).toBe('success');
    expect(ok.transferCode).toMatch(/^TRF_/);
    expect(
      await sandbox.transfer({ reference, amountKobo: 250_000, recipientCode, reason: 'again' }),
    ).toEqual(ok);
    await providerError(sandbox.transfer({ reference, amountKobo: 1, recipientCode, reason: 'changed' }));
    expect(await sandbox.verifyTransfer(reference)).toEqual({
      status: 'success',
      reference,
      amountKobo: 250_000,
      transferCode: ok.transferCode,
    });

    const failing = await sandbox.createTransferRecipient({
      name: 'Test',
      accountNumber: '0001234567',
      bankCode: '057',
    });
    const failedRef = transferRef();
    const failed = await sandbox.transfer({
      reference: failedRef,
      amountKobo: 100_000,
      recipientCode: failing.recipientCode,
      reason: 'x',
    });
    expect(failed.status).toBe('failed');
    expect((await sandbox.verifyTransfer(failedRef)).status).toBe('failed');

    expect(await sandbox.balance()).toEqual({ balanceKobo: opening - 250_000 });
    const tooMuch = await providerError(
      sandbox.transfer({ reference: transferRef(), amountKobo: opening, recipientCode, reason: 'x' }),
    );
    expect(tooMuch.message).toMatch(/balance is not enough/);
    await providerError(sandbox.transfer({ reference: 'Short', amountKobo: 1, recipientCode, reason: 'x' }));
    await providerError(
      sandbox.transfer({ reference: transferRef(), amountKobo: 1, recipientCode: 'RCP_other', reason: 'x' }),
    );
    expect(await providerError(sandbox.verifyTransfer(transferRef()))).toMatchObject({ httpStatus: 404 });
  });

  it('verifies webhook bodies signed for the sandbox', () => {
    const body = Buffer.from('{"event":"charge.success", "data":{"reference":"x"}}');
    const signature = signSandboxWebhook(body);
    expect(sandbox.signatureHeader).toBe('x-sandbox-signature');
    expect(sandbox.verifyWebhook(body, { 'x-sandbox-signature': signature })).toBe(true);
    expect(sandbox.verifyWebhook(body, { 'x-sandbox-signature': signature.slice(2) })).toBe(false);
    expect(sandbox.verifyWebhook(body, { 'x-paystack-signature': signature })).toBe(false);
    expect(
      sandbox.verifyWebhook(Buffer.from(`${body.toString()} `), { 'x-sandbox-signature': signature }),
    ).toBe(false);
  });
});

describe('choosing a provider', () => {
  it('follows product_services, falling back to the sandbox without a Paystack key', async () => {
    const db = server.app.database.db;
    const withoutKey = server.app.paymentProviders;
    expect(withoutKey.paystack).toBeUndefined();
    const keyed = (paymentSandbox: boolean) =>
      createProviders(
        {
          publicUrl: 'http://localhost:3000',
          paystackSecretKey: 'sk_test_x',
          paystackBaseUrl: 'http://127.0.0.1:1',
          paymentProviderTimeoutMs: 1000,
          paymentSandbox,
        },
        db,
      );
    // A staging server with Paystack and PAYMENT_SANDBOX=on.
    const withKey = keyed(true);
    expect(withKey.paystack?.slug).toBe('paystack');
    // A production server: Paystack, no sandbox.
    const production = keyed(false);

    // Seeded: both services on the sandbox.
    expect((await resolveProvider(db, withKey, 'payment')).slug).toBe('sandbox');
    expect((await resolveProvider(db, withoutKey, 'payout')).slug).toBe('sandbox');
    // Where the sandbox is off, the choice of it falls back to Paystack, and nothing finds it.
    expect((await resolveProvider(db, production, 'payment')).slug).toBe('paystack');
    expect((await resolveProvider(db, production, 'payout')).slug).toBe('paystack');
    expect(production.bySlug('sandbox')).toBeUndefined();
    expect(withKey.bySlug('sandbox')).toBe(withKey.sandbox);

    const paystackId = (
      await db
        .selectFrom('service_providers')
        .select('id')
        .where('slug', '=', 'paystack')
        .executeTakeFirstOrThrow()
    ).id;
    const before = await db
      .selectFrom('product_services')
      .select(['service', 'service_provider_id'])
      .execute();
    try {
      await db
        .updateTable('product_services')
        .set({ service_provider_id: paystackId })
        .where('service', '=', 'payment')
        .execute();
      expect((await resolveProvider(db, withKey, 'payment')).slug).toBe('paystack');
      expect((await resolveProvider(db, withoutKey, 'payment')).slug).toBe('sandbox');
      expect((await resolveProvider(db, withKey, 'payout')).slug).toBe('sandbox');
      expect(withKey.bySlug('paystack')).toBe(withKey.paystack);
      expect(withoutKey.bySlug('paystack')).toBeUndefined();
    } finally {
      for (const row of before)
        await db
          .updateTable('product_services')
          .set({ service_provider_id: row.service_provider_id })
          .where('service', '=', row.service)
          .execute();
    }
  });
});
