import {
  ProviderError,
  assertAmountKobo,
  assertTransactionReference,
  assertTransferReference,
  headerValue,
  hmacSha512Matches,
  toTransactionStatus,
  toTransferStatus,
  type Bank,
  type PaymentProvider,
  type WebhookHeaders,
} from './types';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Paystack answers at most 100 banks a page; Nigeria has a few hundred. */
const BANK_PAGE_SIZE = 100;
const MAX_BANK_PAGES = 20;

export interface PaystackOptions {
  /** sk_test_… or sk_live_…; also the webhook signing key. Kept in a closure, never in a message. */
  secretKey: string;
  baseUrl?: string;
  /** Per request, connection to last byte (AbortSignal.timeout). */
  timeoutMs?: number;
  /** How long the bank list is kept (default a day). */
  bankCacheMs?: number;
  /** Clock for the bank cache (tests). */
  now?: () => number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paystack amounts are integer kobo (numbers; tolerate numeric strings). */
function koboOf(value: unknown, what: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new ProviderError(`Paystack sent an unreadable ${what}.`, true);
  }
  return n;
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new ProviderError(`Paystack sent no ${what}.`, true);
  return value;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Paystack implementation of PaymentProvider: global fetch, Bearer secret key, kobo amounts. */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const secret = options.secretKey;
  if (!secret) throw new Error('The Paystack provider needs a secret key');
  const baseUrl = (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const bankCacheMs = options.bankCacheMs ?? DAY_MS;
  const now = options.now ?? Date.now;

  /** No message may carry the key, whatever a server or a network error echoes. */
  const scrub = (text: string) => text.split(secret).join('[redacted]').slice(0, 300);

  async function call(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    request: { query?: Record<string, string>; body?: Json } = {},
  ): Promise<Json> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: `Bearer ${secret}`, accept: 'application/json' };
    if (request.body) headers['content-type'] = 'application/json';
    let status = 0;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError(`Paystack did not answer ${what} within ${timeoutMs} ms.`, true, undefined);
      }
      const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
      const detail =
        typeof cause?.code === 'string' ? cause.code : String((error as Error)?.message ?? error);
      throw new ProviderError(
        scrub(`Could not reach Paystack (${what}): ${detail}`),
        true,
        status || undefined,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const message = isObject(json) && typeof json.message === 'string' ? json.message : '';
    if (status < 200 || status > 299) {
      const retryable = status >= 500 || status === 429 || status === 408;
      throw new ProviderError(
        scrub(`Paystack refused ${what} (HTTP ${status})${message ? `: ${message}` : '.'}`),
        retryable,
        status,
      );
    }
    if (!isObject(json))
      throw new ProviderError(`Paystack sent an unreadable answer to ${what}.`, true, status);
    if (json.status !== true) {
      throw new ProviderError(
        scrub(`Paystack refused ${what}${message ? `: ${message}` : '.'}`),
        false,
        status,
      );
    }
    return json;
  }

  function dataOf(answer: Json, what: string): Json {
    if (!isObject(answer.data)) throw new ProviderError(`Paystack sent no data for ${what}.`, true);
    return answer.data;
  }

  let bankCache: { banks: Bank[]; until: number } | null = null;
  let bankLoad: Promise<Bank[]> | null = null;

  async function loadBanks(): Promise<Bank[]> {
    const banks: Bank[] = [];
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let page = 0; page < MAX_BANK_PAGES; page += 1) {
      const query: Record<string, string> = {
        country: 'nigeria',
        currency: 'NGN',
        perPage: String(BANK_PAGE_SIZE),
        use_cursor: 'true',
      };
      if (cursor) query.next = cursor;
      const answer = await call('the bank list', 'GET', '/bank', { query });
      if (!Array.isArray(answer.data)) throw new ProviderError('Paystack sent no bank list.', true);
      for (const row of answer.data) {
        if (!isObject(row) || row.active === false || row.is_deleted === true) continue;
        if (typeof row.name !== 'string' || typeof row.code !== 'string' || !row.code) continue;
        const key = `${row.code}\u0000${row.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        banks.push({ name: row.name, code: row.code });
      }
      const next = isObject(answer.meta) ? answer.meta.next : null;
      if (typeof next !== 'string' || next === '' || next === cursor) break;
      cursor = next;
    }
    return banks;
  }

  return {
    slug: 'paystack',
    signatureHeader: PAYSTACK_SIGNATURE_HEADER,

    async initialize({ reference, amountKobo, email, callbackUrl, metadata }) {
      assertTransactionReference(reference);
      assertAmountKobo(amountKobo);
      const body: Json = {
        email,
        amount: amountKobo,
        currency: 'NGN',
        reference,
        callback_url: callbackUrl,
      };
      if (metadata) body.metadata = JSON.stringify(metadata);
      const data = dataOf(
        await call('the payment', 'POST', '/transaction/initialize', { body }),
        'the payment',
      );
      return {
        authorizationUrl: stringOf(data.authorization_url, 'authorization URL'),
        accessCode: stringOf(data.access_code, 'access code'),
        reference: typeof data.reference === 'string' && data.reference ? data.reference : reference,
      };
    },

    async verify(reference) {
      assertTransactionReference(reference);
      const answer = await call(
        'the verification',
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      const data = dataOf(answer, 'the verification');
      // The outer `status` only says the API call worked; the payment's own status is data.status.
      const requested = data.requested_amount;
      const hasRequested = requested !== undefined && requested !== null && requested !== '';
      return {
        status: toTransactionStatus(data.status),
        amountKobo: koboOf(hasRequested ? requested : data.amount, 'amount'),
        currency: typeof data.currency === 'string' ? data.currency : '',
        reference: typeof data.reference === 'string' ? data.reference : '',
        paidAt: dateOf(data.paid_at ?? data.paidAt),
        channel: typeof data.channel === 'string' ? data.channel : null,
      };
    },

    async refund({ reference, merchantNote }) {
      assertTransactionReference(reference);
      // No amount: a full refund of what the transaction received.
      const body = { transaction: reference, merchant_note: merchantNote.slice(0, 500) };
      const data = dataOf(await call('the refund', 'POST', '/refund', { body }), 'the refund');
      const status = data.status;
      return {
        status:
          status === 'pending' || status === 'processing' || status === 'processed' || status === 'failed'
            ? status
            : 'unknown',
        amountKobo: koboOf(data.amount, 'refund amount'),
      };
    },

    verifyWebhook(rawBody: Buffer, headers: WebhookHeaders) {
      return hmacSha512Matches(rawBody, headerValue(headers, PAYSTACK_SIGNATURE_HEADER), secret);
    },

    async listBanks() {
      if (bankCache && bankCache.until > now()) return bankCache.banks;
      if (!bankLoad) {
        bankLoad = loadBanks()
          .then((banks) => {
            bankCache = { banks, until: now() + bankCacheMs };
            return banks;
          })
          .finally(() => {
            bankLoad = null;
          });
      }
      return bankLoad;
    },

    async resolveAccount(accountNumber, bankCode) {
      if (!/^\d{10}$/.test(accountNumber) || !/^[A-Za-z0-9]{1,20}$/.test(bankCode)) {
        throw new ProviderError('Could not resolve account name. Check the account number and bank.', false);
      }
      const answer = await call('the account lookup', 'GET', '/bank/resolve', {
        query: { account_number: accountNumber, bank_code: bankCode },
      });
      const data = dataOf(answer, 'the account lookup');
      return {
        accountNumber: typeof data.account_number === 'string' ? data.account_number : accountNumber,
        accountName: stringOf(data.account_name, 'account name'),
      };
    },

    async createTransferRecipient({ name, accountNumber, bankCode }) {
      const body = {
        type: 'nuban',
        name,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: 'NGN',
      };
      const answer = await call('the transfer recipient', 'POST', '/transferrecipient', { body });
      return { recipientCode: stringOf(dataOf(answer, 'the recipient').recipient_code, 'recipient code') };
    },

    async transfer({ reference, amountKobo, recipientCode, reason }) {
      assertTransferReference(reference);
      assertAmountKobo(amountKobo);
      if (!recipientCode) throw new ProviderError('A transfer needs a recipient code.', false);
      const body = {
        source: 'balance',
        amount: amountKobo,
        recipient: recipientCode,
        reference,
        reason,
        currency: 'NGN',
      };
      const data = dataOf(await call('the transfer', 'POST', '/transfer', { body }), 'the transfer');
      return {
        status: toTransferStatus(data.status),
        transferCode: stringOf(data.transfer_code, 'transfer code'),
      };
    },

    async verifyTransfer(reference) {
      assertTransferReference(reference);
      const answer = await call(
        'the transfer verification',
        'GET',
        `/transfer/verify/${encodeURIComponent(reference)}`,
      );
      const data = dataOf(answer, 'the transfer verification');
      return {
        status: toTransferStatus(data.status),
        reference: typeof data.reference === 'string' ? data.reference : reference,
        amountKobo: koboOf(data.amount, 'transfer amount'),
        transferCode: typeof data.transfer_code === 'string' ? data.transfer_code : null,
      };
    },

    async balance() {
      const answer = await call('the balance', 'GET', '/balance');
      if (!Array.isArray(answer.data)) throw new ProviderError('Paystack sent no balance.', true);
      const ngn = answer.data.find((row) => isObject(row) && row.currency === 'NGN') as Json | undefined;
      return { balanceKobo: ngn ? koboOf(ngn.balance, 'balance') : 0 };
    },
  };
}
