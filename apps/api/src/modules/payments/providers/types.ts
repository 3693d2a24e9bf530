import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment-provider boundary. Everything the payments and payouts code needs from a
 * provider goes through this interface, so Paystack and the built-in sandbox are
 * interchangeable and tests never talk to the real Paystack.
 *
 * Amounts are integer kobo everywhere. Every method throws `ProviderError` when the provider
 * could not be reached, did not answer in time, or refused the request.
 */

export type ProviderSlug = 'paystack' | 'sandbox';

/**
 * Paystack's transaction statuses (`data.status` of /transaction/verify) plus `unknown` for
 * anything else. Only `success` means paid. `abandoned`, `pending`, `ongoing`, `processing` and
 * `queued` are not conclusive: the customer may still pay with the same reference.
 */
export type TransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'pending'
  | 'ongoing'
  | 'processing'
  | 'queued'
  | 'reversed'
  | 'unknown';

/**
 * Paystack's transfer statuses. Conclusive: success, failed, reversed, abandoned, blocked,
 * rejected. Not conclusive: pending, otp, received (and unknown). Retry a transfer only after
 * a conclusive status, and always with the same reference.
 */
export type TransferStatus =
  | 'pending'
  | 'success'
  | 'failed'
  | 'reversed'
  | 'otp'
  | 'abandoned'
  | 'received'
  | 'blocked'
  | 'rejected'
  | 'unknown';

export interface InitializeInput {
  /** Our own unique reference: letters, digits, '-', '.', '=' only (Paystack's rule), ≤ 100 chars. */
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the customer's browser returns, with ?reference=…&trxref=… appended. */
  callbackUrl: string;
  /** Convenience only (shown on the provider's dashboard): never trust it for the amount. */
  metadata?: Record<string, unknown>;
}

export interface InitializeResult {
  /** Send the customer here (single use: initialize again for a new attempt). */
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface VerifyResult {
  status: TransactionStatus;
  /** `requested_amount` when the provider reports it (fees passed on excluded), else `amount`. */
  amountKobo: number;
  currency: string;
  /** The reference the provider answered for: compare it with the one asked for. */
  reference: string;
  /** When the payment succeeded; null otherwise. */
  paidAt: Date | null;
  channel: string | null;
}

/**
 * Paystack's refund statuses (`data.status` of POST /refund): the refund is accepted in any of
 * `pending`, `processing`, `processed`; `failed` (and unknown) is not a refund.
 */
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'unknown';

export interface RefundResult {
  status: RefundStatus;
  /** What the provider will give back, in kobo (the whole transaction: a full refund). */
  amountKobo: number;
}

export interface Bank {
  name: string;
  code: string;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
}

export interface TransferInput {
  /** Our idempotency handle: ^[a-z0-9_-]{16,50}$ (Paystack's rule). Retry with the same one. */
  reference: string;
  amountKobo: number;
  recipientCode: string;
  reason: string;
}

export interface TransferResult {
  status: TransferStatus;
  transferCode: string;
}

export interface TransferVerifyResult {
  status: TransferStatus;
  reference: string;
  amountKobo: number;
  transferCode: string | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly slug: ProviderSlug;
  /** The request header carrying the webhook signature (lower case). */
  readonly signatureHeader: string;
  initialize(input: InitializeInput): Promise<InitializeResult>;
  /** The provider's truth about a transaction; unknown reference → ProviderError (4xx, not retryable). */
  verify(reference: string): Promise<VerifyResult>;
  /**
   * True only when the signature header is the hex HMAC-SHA512 of exactly these raw bytes
   * (constant-time comparison). Never parse or act on a body before this returns true.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): boolean;
  /**
   * Gives a successful transaction back to the customer, in full (Paystack: POST /refund with
   * the reference). The provider refuses a second refund of a transaction already refunded.
   */
  refund(input: { reference: string; merchantNote: string }): Promise<RefundResult>;
  /** Nigerian banks (cached for a day). */
  listBanks(): Promise<Bank[]>;
  /** The account holder's name; ProviderError "Could not resolve account name" when it does not exist. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount>;
  createTransferRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ recipientCode: string }>;
  /**
   * Starts a payout. A ProviderError with retryable=true means the outcome is unknown: call
   * verifyTransfer(reference) before trying again, and retry only with the same reference.
   */
  transfer(input: TransferInput): Promise<TransferResult>;
  verifyTransfer(reference: string): Promise<TransferVerifyResult>;
  /** The NGN balance available for transfers. */
  balance(): Promise<{ balanceKobo: number }>;
}

/**
 * A provider call that did not succeed. `retryable` is true for network errors, timeouts, 429
 * and 5xx answers (and unreadable answers): the request may or may not have taken effect.
 * `httpStatus` is the provider's HTTP status when it answered. The message never contains the
 * secret key.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Paystack's transaction reference rule: alphanumerics and '-', '.', '='. */
export const TRANSACTION_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
/** Paystack's transfer reference rule. */
export const TRANSFER_REFERENCE = /^[a-z0-9_-]{16,50}$/;

export function assertTransactionReference(reference: string): void {
  if (typeof reference !== 'string' || !TRANSACTION_REFERENCE.test(reference)) {
    throw new ProviderError(
      'A transaction reference has 1 to 100 letters, digits, "-", "." or "=" characters.',
      false,
    );
  }
}

export function assertTransferReference(reference: string): void {
  if (typeof reference !== 'string' || !TRANSFER_REFERENCE.test(reference)) {
    throw new ProviderError(
      'A transfer reference has 16 to 50 lower-case letters, digits, "-" or "_" characters.',
      false,
    );
  }
}

export function assertAmountKobo(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new ProviderError(
      `An amount is a positive whole number of kobo; got ${String(amountKobo)}.`,
      false,
    );
  }
}

const TRANSACTION_STATUSES: ReadonlySet<string> = new Set<TransactionStatus>([
  'success',
  'failed',
  'abandoned',
  'pending',
  'ongoing',
  'processing',
  'queued',
  'reversed',
]);
const TRANSFER_STATUSES: ReadonlySet<string> = new Set<TransferStatus>([
  'pending',
  'success',
  'failed',
  'reversed',
  'otp',
  'abandoned',
  'received',
  'blocked',
  'rejected',
]);

export function toTransactionStatus(value: unknown): TransactionStatus {
  return typeof value === 'string' && TRANSACTION_STATUSES.has(value)
    ? (value as TransactionStatus)
    : 'unknown';
}

export function toTransferStatus(value: unknown): TransferStatus {
  return typeof value === 'string' && TRANSFER_STATUSES.has(value) ? (value as TransferStatus) : 'unknown';
}

/** One header value (the first when repeated), or undefined; the name is matched case-insensitively. */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * True when `signature` is the hex HMAC-SHA512 of `rawBody` keyed with `secret`. Compares in
 * constant time after a length check; anything but a Buffer body is refused.
 */
export function hmacSha512Matches(rawBody: unknown, signature: string | undefined, secret: string): boolean {
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature.length === 0) return false;
  const expected = Buffer.from(createHmac('sha512', secret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}

export function hmacSha512Hex(body: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}
