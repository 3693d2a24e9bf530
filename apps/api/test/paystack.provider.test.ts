import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  ProviderError,
  createPaystackProvider,
  type PaymentProvider,
} from '../src/modules/payments/providers';
import { startFakePaystack, type FakePaystack } from './fakes/fakePaystack';

let fake: FakePaystack;
let paystack: PaymentProvider;
let seq = 0;

beforeAll(async () => {
  fake = await startFakePaystack();
  paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
});
afterEach(() => fake.resetFaults());
afterAll(async () => fake?.close());

function ref(prefix = 'reg') {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}
function transferRef() {
  seq += 1;
  return `wd_${Date.now().toString(36)}_${String(seq).padStart(6, '0')}`;
}
async function initialized(amountKobo = 1_234_500) {
  const reference = ref();
  await paystack.initialize({
    reference,
    amountKobo,
    email: 'ngozi@example.com',
    callbackUrl: 'http://localhost:3000/payments/callback',
  });
  return reference;
}
/** The ProviderError a call throws (fails the test when it resolves or throws anything else). */
async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(fake.secretKey);
  return error as ProviderError;
}

describe('configuration', () => {
  it('reads the Paystack settings, defaulting to the sandbox, and never echoes a bad key', () => {
    const none = loadConfig({});
    expect(none).toMatchObject({
      paystackSecretKey: null,
      paystackBaseUrl: 'https://api.paystack.co',
      paymentProviderTimeoutMs: 10_000,
    });
    const set = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
      PAYMENT_PROVIDER_TIMEOUT_MS: '2500',
    });
    expect(set).toMatchObject({
      paystackSecretKey: 'sk_test_abc123',
      paystackBaseUrl: 'http://127.0.0.1:9999',
      paymentProviderTimeoutMs: 2500,
    });
    let error: unknown;
    try {
      loadConfig({ PAYSTACK_SECRET_KEY: 'pk_test_public_by_mistake' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain('pk_test_public_by_mistake');
    expect(() => loadConfig({ PAYMENT_PROVIDER_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('offers the sandbox only without a Paystack key, unless PAYMENT_SANDBOX says otherwise', () => {
    expect(loadConfig({}).paymentSandbox).toBe(true);
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_abc' }).paymentSandbox).toBe(false);
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYMENT_SANDBOX: 'on' }).paymentSandbox).toBe(
      true,
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'off' })).toThrow(/needs PAYSTACK_SECRET_KEY/);
    // The demo members pay through the sandbox: a demo with Paystack needs it on.
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_abc', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('initialize', () => {
  it('sends kobo integers, our reference, the callback and the bearer key; answers the checkout URL', async () => {
    const reference = ref();
    const result = await paystack.initialize({
      reference,
      amountKobo: 1_234_500,
      email: 'ngozi@example.com',
      callbackUrl: 'http://localhost:3000/payments/callback',
      metadata: { intent_id: 7 },
    });
    expect(result.reference).toBe(reference);
    expect(result.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/\w+$/);
    expect(result.accessCode).toBe(fake.transactions.get(reference)!.accessCode);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/transaction/initialize' });
    expect(request.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(request.body).toMatchObject({
      email: 'ngozi@example.com',
      amount: 1_234_500,
      currency: 'NGN',
      reference,
      callback_url: 'http://localhost:3000/payments/callback',
    });
    expect(Number.isInteger(request.body.amount)).toBe(true);
    expect(JSON.parse(request.body.metadata)).toEqual({ intent_id: 7 });
  });

  it('refuses bad references and amounts before calling Paystack', async () => {
    const before = fake.requests.length;
    for (const reference of ['reg_with_underscore', '', 'x'.repeat(101), 'a b']) {
      const e = await providerError(
        paystack.initialize({ reference, amountKobo: 100, email: 'a@b.c', callbackUrl: 'http://x/' }),
      );
      expect(e.retryable).toBe(false);
    }
    for (const amountKobo of [0, -5, 12.5, Number.NaN]) {
      await providerError(
        paystack.initialize({ reference: ref(), amountKobo, email: 'a@b.c', callbackUrl: 'http://x/' }),
      );
    }
    expect(fake.requests.length).toBe(before);
  });

  it('a duplicate reference is a non-retryable refusal carrying Paystack’s message', async () => {
    const reference = await initialized();
    const e = await providerError(
      paystack.initialize({ reference, amountKobo: 100, email: 'a@b.c', callbackUrl: 'http://x/' }),
    );
    expect(e).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(e.message).toMatch(/Duplicate Transaction Reference/);
  });
});

describe('verify', () => {
  it('an unpaid transaction is abandoned, with the amount in kobo', async () => {
    const reference = await initialized(500_000);
    const v = await paystack.verify(reference);
    expect(v).toEqual({
      status: 'abandoned',
      amountKobo: 500_000,
      currency: 'NGN',
      reference,
      paidAt: null,
      channel: null,
    });
  });

  it('a paid one is success with paidAt and channel', async () => {
    const reference = await initialized(1_234_500);
    fake.pay(reference);
    const v = await paystack.verify(reference);
    expect(v).toMatchObject({
      status: 'success',
      amountKobo: 1_234_500,
      currency: 'NGN',
      reference,
      channel: 'card',
    });
    expect(v.paidAt).toBeInstanceOf(Date);
    expect(Math.abs(v.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/transaction/verify/${reference}` });
  });

  it('prefers requested_amount (fees passed on) and falls back to amount', async () => {
    const reference = await initialized(30_050);
    fake.pay(reference, { fees: 10_283 });
    expect(fake.transactions.get(reference)!.amount).toBe(40_333);
    expect((await paystack.verify(reference)).amountKobo).toBe(30_050);
    fake.faults.omitRequestedAmount = true;
    expect((await paystack.verify(reference)).amountKobo).toBe(40_333);
  });

  it('reads data.status, not the outer status', async () => {
    const reference = await initialized();
    fake.pay(reference);
    for (const status of ['failed', 'reversed', 'pending', 'ongoing', 'processing', 'queued', 'abandoned']) {
      fake.faults.verifyStatus = status;
      expect((await paystack.verify(reference)).status).toBe(status);
    }
    fake.faults.verifyStatus = 'something-new';
    expect((await paystack.verify(reference)).status).toBe('unknown');
  });

  it('reports a wrong amount or currency as Paystack says it (the caller compares)', async () => {
    const reference = await initialized(1_000_000);
    fake.pay(reference);
    fake.faults.verifyAmount = 100;
    fake.faults.verifyCurrency = 'USD';
    expect(await paystack.verify(reference)).toMatchObject({
      status: 'success',
      amountKobo: 100,
      currency: 'USD',
    });
  });

  it('an unknown reference is a non-retryable refusal', async () => {
    const e = await providerError(paystack.verify('no-such-reference'));
    expect(e).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(e.message).toMatch(/Transaction reference not found/);
  });

  it('the outer status false on a 200 is a refusal', async () => {
    const reference = await initialized();
    fake.faults.outerStatusFalse = true;
    const e = await providerError(paystack.verify(reference));
    expect(e).toMatchObject({ retryable: false, httpStatus: 200 });
  });
});

describe('refund', () => {
  it('asks for a full refund of the reference with the note; a second one is refused', async () => {
    const reference = await initialized(1_800_000);
    fake.pay(reference);
    expect(await paystack.refund({ reference, merchantNote: 'Wrong amount' })).toEqual({
      status: 'pending',
      amountKobo: 1_800_000,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: reference, merchant_note: 'Wrong amount' },
    });
    expect((await paystack.verify(reference)).status).toBe('reversed');
    const again = await providerError(paystack.refund({ reference, merchantNote: 'Again' }));
    expect(again).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(again.message).toMatch(/fully reversed/);
  });

  it('an unpaid transaction cannot be refunded', async () => {
    const reference = await initialized();
    const e = await providerError(paystack.refund({ reference, merchantNote: 'No' }));
    expect(e).toMatchObject({ retryable: false, httpStatus: 400 });
  });
});

describe('failures', () => {
  it('a slow Paystack is a retryable ProviderError within the configured timeout', async () => {
    const quick = createPaystackProvider({
      secretKey: fake.secretKey,
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
    });
    fake.faults.latencyMs = 3_000;
    const started = Date.now();
    const e = await providerError(quick.balance());
    const took = Date.now() - started;
    expect(e.retryable).toBe(true);
    expect(e.httpStatus).toBeUndefined();
    expect(e.message).toMatch(/did not answer .* within 300 ms/);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
  });

  it('5xx and 429 are retryable; the next call works again', async () => {
    fake.faults.serverError = 503;
    fake.faults.serverErrorTimes = 1;
    const e = await providerError(paystack.balance());
    expect(e).toMatchObject({ retryable: true, httpStatus: 503 });
    expect(await paystack.balance()).toEqual({ balanceKobo: fake.balanceKobo });
    fake.faults.serverError = 429;
    fake.faults.serverErrorTimes = 1;
    expect(await providerError(paystack.balance())).toMatchObject({ retryable: true, httpStatus: 429 });
  });

  it('an unreachable Paystack is retryable', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const down = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: `http://127.0.0.1:${port}` });
    const e = await providerError(down.balance());
    expect(e.retryable).toBe(true);
    expect(e.message).toMatch(/Could not reach Paystack/);
  });

  it('a wrong key is a non-retryable 401 whose message does not carry any key', async () => {
    const wrongKey = 'sk_test_wrong_key_0123456789';
    const wrong = createPaystackProvider({ secretKey: wrongKey, baseUrl: fake.baseUrl });
    const e = await providerError(wrong.balance());
    expect(e).toMatchObject({ retryable: false, httpStatus: 401 });
    expect(e.message).not.toContain(wrongKey);
    expect(JSON.stringify(e)).not.toContain(wrongKey);
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${wrongKey}`);
  });
});

describe('webhook signature', () => {
  const body = '{"event":"charge.success","data":{"reference":"reg-1","amount":1234500,"status":"success"}}';

  it('accepts the HMAC-SHA512 of the raw bytes from x-paystack-signature', () => {
    const signature = fake.signWebhook(body);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(paystack.signatureHeader).toBe('x-paystack-signature');
    expect(paystack.verifyWebhook(Buffer.from(body), { 'x-paystack-signature': signature })).toBe(true);
    expect(paystack.verifyWebhook(Buffer.from(body), { 'X-Paystack-Signature': signature })).toBe(true);
    expect(paystack.verifyWebhook(Buffer.from(body), { 'x-paystack-signature': [signature] })).toBe(true);
  });

  it('refuses a wrong, missing, empty or differently sized signature', () => {
    const raw = Buffer.from(body);
    const signature = fake.signWebhook(body);
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(paystack.verifyWebhook(raw, { 'x-paystack-signature': flipped })).toBe(false);
    expect(paystack.verifyWebhook(raw, {})).toBe(false);
    expect(paystack.verifyWebhook(raw, { 'x-paystack-signature': '' })).toBe(false);
    expect(paystack.verifyWebhook(raw, { 'x-paystack-signature': signature.slice(0, 64) })).toBe(false);
    expect(paystack.verifyWebhook(raw, { 'x-paystack-signature': `${signature}00` })).toBe(false);
    expect(paystack.verifyWebhook(raw, { 'x-paystack-signature': 'zz' })).toBe(false);
    // Signed with another key (e.g. the live key against the test one).
    const other = createPaystackProvider({ secretKey: 'sk_test_other', baseUrl: fake.baseUrl });
    expect(other.verifyWebhook(raw, { 'x-paystack-signature': signature })).toBe(false);
    // A tampered body.
    expect(
      paystack.verifyWebhook(Buffer.from(body.replace('1234500', '9234500')), {
        'x-paystack-signature': signature,
      }),
    ).toBe(false);
  });

  it('hashes the exact bytes: unusual spacing is accepted, a re-serialised body is not', () => {
    const spaced =
      '{ "event" :  "charge.success",\n\t"data": {"reference": "reg-1" , "amount": 1234500 } }\n';
    const signature = fake.signWebhook(spaced);
    expect(paystack.verifyWebhook(Buffer.from(spaced), { 'x-paystack-signature': signature })).toBe(true);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(spaced)));
    expect(paystack.verifyWebhook(reserialised, { 'x-paystack-signature': signature })).toBe(false);
    // A parsed body is never accepted in place of the bytes.
    expect(paystack.verifyWebhook(JSON.parse(spaced) as Buffer, { 'x-paystack-signature': signature })).toBe(
      false,
    );
    expect(paystack.verifyWebhook(spaced as unknown as Buffer, { 'x-paystack-signature': signature })).toBe(
      false,
    );
  });
});

describe('banks', () => {
  it('lists the active Nigerian banks across cursor pages and keeps them for a day', async () => {
    let clock = 1_000_000;
    const provider = createPaystackProvider({
      secretKey: fake.secretKey,
      baseUrl: fake.baseUrl,
      now: () => clock,
    });
    fake.faults.bankPageSize = 4;
    const before = fake.requests.length;
    const banks = await provider.listBanks();
    const calls = fake.requests.slice(before);
    expect(calls.length).toBe(3);
    expect(calls[0]).toMatchObject({
      path: '/bank',
      query: { country: 'nigeria', use_cursor: 'true', perPage: '100' },
    });
    expect(calls[1]!.query.next).toBeTruthy();
    expect(banks).toContainEqual({ name: 'Access Bank', code: '044' });
    expect(banks).toContainEqual({ name: 'Zenith Bank', code: '057' });
    expect(banks.find((b) => b.code === '999')).toBeUndefined();
    expect(banks.length).toBe(8);
    for (const bank of banks) expect(Object.keys(bank).sort()).toEqual(['code', 'name']);

    const [again, concurrent] = await Promise.all([provider.listBanks(), provider.listBanks()]);
    expect(again).toEqual(banks);
    expect(concurrent).toEqual(banks);
    expect(fake.requests.length).toBe(before + 3);
    clock += 24 * 60 * 60 * 1000 + 1;
    await provider.listBanks();
    expect(fake.requests.length).toBe(before + 6);
  });

  it('a failed bank list is not cached', async () => {
    const provider = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    fake.faults.serverError = 502;
    fake.faults.serverErrorTimes = 1;
    expect((await providerError(provider.listBanks())).retryable).toBe(true);
    expect((await provider.listBanks()).length).toBe(8);
  });

  it('resolves an account name, and refuses an unknown account', async () => {
    expect(await paystack.resolveAccount('0123456789', '058')).toEqual({
      accountNumber: '0123456789',
      accountName: 'NGOZI OKEKE',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/bank/resolve',
      query: { account_number: '0123456789', bank_code: '058' },
    });
    const e = await providerError(paystack.resolveAccount('0123456780', '058'));
    expect(e).toMatchObject({ retryable: false, httpStatus: 422 });
    expect(e.message).toMatch(/Could not resolve account name/);
    const local = await providerError(paystack.resolveAccount('12345', '058'));
    expect(local.message).toMatch(/Could not resolve account name/);
  });
});

describe('transfers', () => {
  it('creates a nuban recipient, transfers kobo with our reference, verifies it, and reads the balance', async () => {
    const { recipientCode } = await paystack.createTransferRecipient({
      name: 'Ngozi Okeke',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(recipientCode).toMatch(/^RCP_/);
    expect(fake.requests.at(-1)!.body).toEqual({
      type: 'nuban',
      name: 'Ngozi Okeke',
      account_number: '0123456789',
      bank_code: '058',
      currency: 'NGN',
    });

    const balanceBefore = (await paystack.balance()).balanceKobo;
    expect(balanceBefore).toBe(fake.balanceKobo);
    const reference = transferRef();
    const result = await paystack.transfer({
      reference,
      amountKobo: 250_000,
      recipientCode,
      reason: 'Withdrawal',
    });
    expect(result.status).toBe('pending');
    expect(result.transferCode).toMatch(/^TRF_/);
    expect(fake.requests.at(-1)!.body).toEqual({
      source: 'balance',
      amount: 250_000,
      recipient: recipientCode,
      reference,
      reason: 'Withdrawal',
      currency: 'NGN',
    });
    expect(await paystack.verifyTransfer(reference)).toEqual({
      status: 'pending',
      reference,
      amountKobo: 250_000,
      transferCode: result.transferCode,
    });
    fake.transfers.get(reference)!.status = 'success';
    expect((await paystack.verifyTransfer(reference)).status).toBe('success');
    expect(await paystack.balance()).toEqual({ balanceKobo: balanceBefore - 250_000 });

    fake.faults.transferStatus = 'otp';
    const otp = await paystack.transfer({
      reference: transferRef(),
      amountKobo: 100,
      recipientCode,
      reason: 'x',
    });
    expect(otp.status).toBe('otp');
  });

  it('asserts the transfer reference format before calling Paystack', async () => {
    const before = fake.requests.length;
    for (const reference of ['short', 'UPPER_CASE_REFERENCE_123', 'has.dot.in.it.12345', 'x'.repeat(51)]) {
      const e = await providerError(
        paystack.transfer({ reference, amountKobo: 100, recipientCode: 'RCP_x', reason: 'x' }),
      );
      expect(e.retryable).toBe(false);
      await providerError(paystack.verifyTransfer(reference));
    }
    expect(fake.requests.length).toBe(before);
  });

  it('refusals carry Paystack’s message; an unknown transfer is a refusal', async () => {
    const { recipientCode } = await paystack.createTransferRecipient({
      name: 'Ngozi Okeke',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    const e = await providerError(
      paystack.transfer({
        reference: transferRef(),
        amountKobo: fake.balanceKobo + 1,
        recipientCode,
        reason: 'x',
      }),
    );
    expect(e).toMatchObject({ retryable: false, httpStatus: 400 });
    expect(e.message).toMatch(/balance is not enough/);
    expect(await providerError(paystack.verifyTransfer(transferRef()))).toMatchObject({ httpStatus: 404 });
  });
});
