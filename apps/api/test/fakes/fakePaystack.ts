import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.paystack.co speaking its documented JSON shapes, for the Paystack
 * provider's tests (CI never talks to Paystack). Every call needs `Authorization: Bearer
 * <secretKey>`. Switches in `faults` make it slow, fail with 5xx, or answer other statuses,
 * amounts and currencies than the truth.
 */

export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  accessCode: string;
  status: string;
  /** Set when the customer bears the fees: `amount` then includes them. */
  requestedAmount: number | null;
  paidAt: string | null;
  channel: string | null;
}

export interface FakeTransfer {
  reference: string;
  amount: number;
  recipient: string;
  reason: string;
  status: string;
  transferCode: string;
}

export interface FakeFaults {
  /** Delay before every answer, ms. */
  latencyMs: number;
  /** Answer this 5xx status (JSON body) instead of working... */
  serverError: number | null;
  /** ...this many times (Infinity: until reset). */
  serverErrorTimes: number;
  /** Answer verify with this data.status while the outer status stays true. */
  verifyStatus: string | null;
  /** Answer verify with this amount (and requested_amount) instead of the stored one. */
  verifyAmount: number | null;
  verifyCurrency: string | null;
  /** Leave requested_amount out of verify answers (older API shape). */
  omitRequestedAmount: boolean;
  /** The status a new transfer gets (Paystack: usually pending, or otp). */
  transferStatus: string;
  /** Banks per page regardless of perPage (to exercise cursor paging). */
  bankPageSize: number | null;
  /** Answer 200 with { status: false } (the outer status) on every call. */
  outerStatusFalse: boolean;
  /**
   * A fault for one transfer call (POST /transfer or GET /transfer/verify), chosen per call;
   * null: answer normally. See `TransferFault`.
   */
  transferFault:
    ((call: { kind: 'transfer' | 'verify'; reference: string; n: number }) => TransferFault) | null;
  /** How long a `slow` answer takes, and how long a `timeout-*` call hangs before it ends, ms. */
  slowMs: number;
  hangMs: number;
}

/**
 * - `slow`: works, answers after `slowMs`;
 * - `timeout-before`: hangs `hangMs` and drops the request (no transfer is made);
 * - `timeout-after`: makes the transfer, then hangs `hangMs` before answering;
 * - `5xx-before`: answers 503 without making the transfer;
 * - `5xx-after`: makes the transfer, then answers 503;
 * - `unknown`: (verify) answers a status Paystack does not document for an existing transfer.
 */
export type TransferFault =
  'slow' | 'timeout-before' | 'timeout-after' | '5xx-before' | '5xx-after' | 'unknown' | null;

const DEFAULT_FAULTS: FakeFaults = {
  latencyMs: 0,
  serverError: null,
  serverErrorTimes: Infinity,
  verifyStatus: null,
  verifyAmount: null,
  verifyCurrency: null,
  omitRequestedAmount: false,
  transferStatus: 'pending',
  bankPageSize: null,
  outerStatusFalse: false,
  transferFault: null,
  slowMs: 50,
  hangMs: 1_000,
};

export interface FakeBank {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  gateway: string | null;
  pay_with_bank: boolean;
  active: boolean;
  is_deleted: boolean;
  country: string;
  currency: string;
  type: string;
}

const BANK_LIST: [string, string][] = [
  ['Access Bank', '044'],
  ['Citibank Nigeria', '023'],
  ['Ecobank Nigeria', '050'],
  ['Fidelity Bank', '070'],
  ['First Bank of Nigeria', '011'],
  ['Guaranty Trust Bank', '058'],
  ['Old Closed Bank', '999'],
  ['United Bank For Africa', '033'],
  ['Zenith Bank', '057'],
];

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
  authorization: string | undefined;
}

export interface FakePaystack {
  baseUrl: string;
  secretKey: string;
  faults: FakeFaults;
  transactions: Map<string, FakeTransaction>;
  transfers: Map<string, FakeTransfer>;
  /** POST /transfer calls per reference, and those that came when the transfer already existed. */
  transferPosts: Map<string, number>;
  postsForExisting: Map<string, number>;
  requests: RecordedRequest[];
  balanceKobo: number;
  /** Accounts /bank/resolve knows: `${bankCode}:${accountNumber}` → name. */
  accounts: Map<string, string>;
  /** The customer pays: data.status success (optionally fees passed on). */
  pay(reference: string, options?: { status?: string; fees?: number; channel?: string }): void;
  /** Hex HMAC-SHA512 of the exact bytes with the secret key (x-paystack-signature). */
  signWebhook(body: string | Buffer): string;
  resetFaults(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakePaystack(
  secretKey = `sk_test_${randomBytes(16).toString('hex')}`,
): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const transfers = new Map<string, FakeTransfer>();
  const recipients = new Map<string, { id: number; code: string; accountNumber: string; bankCode: string }>();
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, string>([['058:0123456789', 'NGOZI OKEKE']]);
  const banks: FakeBank[] = BANK_LIST.map(([name, code], i) => ({
    id: i + 1,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    code,
    longcode: `${code}150001`,
    gateway: null,
    pay_with_bank: false,
    active: code !== '999',
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
  }));
  let nextId = 1000;

  const fake: FakePaystack = {
    baseUrl: '',
    secretKey,
    faults: { ...DEFAULT_FAULTS },
    transactions,
    transfers,
    transferPosts: new Map(),
    postsForExisting: new Map(),
    requests,
    balanceKobo: 50_000_000,
    accounts,
    pay(reference, options = {}) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake: no transaction ${reference}`);
      tx.status = options.status ?? 'success';
      if (options.fees) {
        tx.requestedAmount = tx.amount;
        tx.amount += options.fees;
      }
      tx.paidAt = tx.status === 'success' ? new Date().toISOString() : null;
      tx.channel = options.channel ?? 'card';
    },
    signWebhook(body) {
      return createHmac('sha512', secretKey).update(body).digest('hex');
    },
    resetFaults() {
      fake.faults = { ...DEFAULT_FAULTS };
    },
    close: async () => undefined,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { status: false, message });

  async function readBody(req: IncomingMessage): Promise<any> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  function verifyData(tx: FakeTransaction) {
    const f = fake.faults;
    const amount = f.verifyAmount ?? tx.amount;
    const data: Record<string, unknown> = {
      id: 4_099_260_516,
      domain: 'test',
      status: f.verifyStatus ?? tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount,
      message: null,
      gateway_response: tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: tx.paidAt,
      created_at: new Date().toISOString(),
      channel: tx.channel,
      currency: f.verifyCurrency ?? tx.currency,
      ip_address: '127.0.0.1',
      metadata: tx.metadata ?? '',
      fees: tx.status === 'success' ? 150 : null,
      customer: { id: 1, email: tx.email, customer_code: 'CUS_fake' },
      authorization: tx.status === 'success' ? { authorization_code: 'AUTH_fake', bin: '408408' } : {},
      requested_amount: f.verifyAmount ?? tx.requestedAmount ?? tx.amount,
    };
    if (f.omitRequestedAmount) delete data.requested_amount;
    return data;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.paystack');
    const body = await readBody(req);
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query,
      body,
      authorization: req.headers.authorization,
    });
    const f = fake.faults;
    if (f.latencyMs > 0) await new Promise((r) => setTimeout(r, f.latencyMs));
    if (res.destroyed) return;
    if (req.headers.authorization !== `Bearer ${secretKey}`) return refuse(res, 401, 'Invalid key');
    if (f.serverError !== null && f.serverErrorTimes > 0) {
      f.serverErrorTimes -= 1;
      return send(res, f.serverError, { status: false, message: 'Internal server error', type: 'api_error' });
    }
    if (f.outerStatusFalse) return send(res, 200, { status: false, message: 'Something went wrong' });

    const route = `${req.method} ${url.pathname}`;
    let m: RegExpExecArray | null;

    if (route === 'POST /transaction/initialize') {
      const amount = typeof body?.amount === 'string' ? Number(body.amount) : body?.amount;
      if (typeof body?.email !== 'string' || !body.email.includes('@'))
        return refuse(res, 400, 'Invalid Email Address Passed');
      if (!Number.isInteger(amount) || amount <= 0) return refuse(res, 400, 'Invalid Amount Sent');
      const reference: string = body.reference ?? `T${nextId++}`;
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refuse(res, 400, 'Invalid transaction reference');
      if (transactions.has(reference)) return refuse(res, 400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        reference,
        email: body.email,
        amount,
        currency: body.currency ?? 'NGN',
        callbackUrl: body.callback_url ?? null,
        metadata: body.metadata,
        accessCode,
        status: 'abandoned',
        requestedAmount: null,
        paidAt: null,
        channel: null,
      });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    if (req.method === 'GET' && (m = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname))) {
      const tx = transactions.get(decodeURIComponent(m[1]!));
      if (!tx) return refuse(res, 400, 'Transaction reference not found');
      return send(res, 200, { status: true, message: 'Verification successful', data: verifyData(tx) });
    }

    // Create refund: a full refund of a successful transaction, once ("fully reversed" after).
    if (route === 'POST /refund') {
      const tx = transactions.get(String(body?.transaction ?? ''));
      if (!tx) return refuse(res, 400, 'Transaction reference not found');
      if (tx.status === 'reversed') return refuse(res, 400, 'Transaction has been fully reversed');
      if (tx.status !== 'success')
        return refuse(res, 400, 'Cannot refund a transaction that is not successful');
      tx.status = 'reversed';
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { reference: tx.reference, amount: tx.amount },
          amount: tx.amount,
          currency: tx.currency,
          merchant_note: body?.merchant_note ?? null,
          status: 'pending',
        },
      });
    }

    if (route === 'GET /bank') {
      const perPage = Math.min(Number(query.perPage ?? 50) || 50, 100);
      const size = f.bankPageSize ?? perPage;
      const start = query.next ? Number(Buffer.from(query.next, 'base64').toString('utf8')) : 0;
      const page = banks.slice(start, start + size);
      const more = start + size < banks.length;
      return send(res, 200, {
        status: true,
        message: 'Banks retrieved',
        data: page,
        meta: {
          next:
            query.use_cursor === 'true' && more ? Buffer.from(String(start + size)).toString('base64') : null,
          previous: null,
          perPage: size,
        },
      });
    }

    if (route === 'GET /bank/resolve') {
      const name = accounts.get(`${query.bank_code}:${query.account_number}`);
      if (!name) return refuse(res, 422, 'Could not resolve account name. Check parameters or try again.');
      return send(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: query.account_number, account_name: name, bank_id: 9 },
      });
    }

    if (route === 'POST /transferrecipient') {
      if (body?.type !== 'nuban' || !body.account_number || !body.bank_code || !body.name)
        return refuse(res, 400, 'Invalid recipient');
      const key = `${body.bank_code}:${body.account_number}`;
      let recipient = recipients.get(key);
      if (!recipient) {
        recipient = {
          id: nextId++,
          code: `RCP_${randomBytes(8).toString('hex')}`,
          accountNumber: body.account_number,
          bankCode: body.bank_code,
        };
        recipients.set(key, recipient);
      }
      return send(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: {
          active: true,
          currency: body.currency ?? 'NGN',
          domain: 'test',
          id: recipient.id,
          name: body.name,
          recipient_code: recipient.code,
          type: 'nuban',
          details: {
            authorization_code: null,
            account_number: body.account_number,
            account_name: accounts.get(key) ?? null,
            bank_code: body.bank_code,
          },
        },
      });
    }

    if (route === 'POST /transfer') {
      if (!/^[a-z0-9_-]{16,50}$/.test(body?.reference ?? ''))
        return refuse(res, 400, 'Invalid transfer reference');
      if (!Number.isInteger(body.amount) || body.amount <= 0) return refuse(res, 400, 'Invalid amount');
      if (![...recipients.values()].some((r) => r.code === body.recipient))
        return refuse(res, 400, 'Transfer recipient not found');
      if (body.amount > fake.balanceKobo)
        return refuse(res, 400, 'Your balance is not enough to fulfill this request');
      const n = (fake.transferPosts.get(body.reference) ?? 0) + 1;
      fake.transferPosts.set(body.reference, n);
      if (transfers.has(body.reference))
        fake.postsForExisting.set(body.reference, (fake.postsForExisting.get(body.reference) ?? 0) + 1);
      const fault = f.transferFault?.({ kind: 'transfer', reference: body.reference, n }) ?? null;
      if (fault === 'timeout-before') return void (await sleep(f.hangMs), res.destroy());
      if (fault === '5xx-before') return refuse(res, 503, 'Service unavailable');
      let transfer = transfers.get(body.reference);
      if (!transfer) {
        transfer = {
          reference: body.reference,
          amount: body.amount,
          recipient: body.recipient,
          reason: body.reason ?? '',
          status: f.transferStatus,
          transferCode: `TRF_${randomBytes(8).toString('hex')}`,
        };
        transfers.set(body.reference, transfer);
        fake.balanceKobo -= body.amount;
      }
      if (fault === 'timeout-after') return void (await sleep(f.hangMs), res.destroy());
      if (fault === '5xx-after') return refuse(res, 503, 'Service unavailable');
      if (fault === 'slow') await sleep(f.slowMs);
      return send(res, 200, {
        status: true,
        message: transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued',
        data: {
          integration: 100_073,
          domain: 'test',
          amount: transfer.amount,
          currency: 'NGN',
          source: 'balance',
          reason: transfer.reason,
          recipient: 28,
          status: transfer.status,
          transfer_code: transfer.transferCode,
          id: 1_234,
          reference: transfer.reference,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      });
    }

    if (req.method === 'GET' && (m = /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname))) {
      const reference = decodeURIComponent(m[1]!);
      const fault = f.transferFault?.({ kind: 'verify', reference, n: 0 }) ?? null;
      if (fault === 'timeout-before' || fault === 'timeout-after')
        return void (await sleep(f.hangMs), res.destroy());
      if (fault === '5xx-before' || fault === '5xx-after') return refuse(res, 503, 'Service unavailable');
      if (fault === 'slow') await sleep(f.slowMs);
      const transfer = transfers.get(reference);
      if (!transfer) return refuse(res, 404, 'Transfer not found');
      return send(res, 200, {
        status: true,
        message: 'Transfer retrieved',
        data: {
          amount: transfer.amount,
          currency: 'NGN',
          reason: transfer.reason,
          reference: transfer.reference,
          source: 'balance',
          status: fault === 'unknown' ? 'in_limbo' : transfer.status,
          transfer_code: transfer.transferCode,
          recipient: { recipient_code: transfer.recipient, type: 'nuban' },
        },
      });
    }

    if (route === 'GET /balance') {
      return send(res, 200, {
        status: true,
        message: 'Balances retrieved',
        data: [
          { currency: 'USD', balance: 700 },
          { currency: 'NGN', balance: fake.balanceKobo },
        ],
      });
    }

    return refuse(res, 404, `No route ${route}`);
  }

  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { status: false, message: String(error) });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
