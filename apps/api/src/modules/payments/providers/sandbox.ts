import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import {
  ProviderError,
  assertAmountKobo,
  assertTransactionReference,
  assertTransferReference,
  headerValue,
  hmacSha512Hex,
  hmacSha512Matches,
  type Bank,
  type PaymentProvider,
  type TransactionStatus,
  type WebhookHeaders,
} from './types';

/**
 * The built-in sandbox provider: the default when no Paystack secret key is configured, so the
 * whole payment journey works locally. It plays Paystack's part with its own tables
 * (sandbox_transactions, sandbox_transfers) and its own checkout page
 * (GET /api/sandbox/checkout/:reference, see ../sandbox.routes.ts), where the customer presses
 * Pay or Decline.
 *
 * Behaviour worth knowing:
 * - verify: a transaction nobody decided yet reads `abandoned` (as on Paystack: not
 *   conclusive); Pay → `success` (paidAt = the decision time), Decline → `failed`.
 * - resolveAccount: any 10-digit number resolves to "SANDBOX ACCOUNT <last 4 digits>" at a
 *   bank of the list; anything else → ProviderError "Could not resolve account name".
 * - transfer: succeeds at once, except to an account number starting with "000", which fails
 *   (status `failed`, as Paystack reports a transfer the processor could not make). Repeating a
 *   reference returns the first outcome. A transfer above the balance is refused like Paystack's
 *   "Your balance is not enough to fulfill this request".
 * - balance: ₦100,000,000 minus the successful sandbox transfers.
 * - webhooks: the sandbox does not send any (its checkout calls a hook instead), but
 *   verifyWebhook accepts bodies signed with signSandboxWebhook (HMAC-SHA512, a per-process
 *   secret) in the x-sandbox-signature header, so webhook handling can be tested end to end.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** ₦100,000,000. */
export const SANDBOX_OPENING_BALANCE_KOBO = 10_000_000_000;

const WEBHOOK_SECRET = randomBytes(32).toString('hex');

/** The x-sandbox-signature value for a webhook body (tests, and any sandbox event sender). */
export function signSandboxWebhook(body: Buffer | string): string {
  return hmacSha512Hex(body, WEBHOOK_SECRET);
}

/** Real Nigerian banks with their CBN (and Paystack) codes. */
export const SANDBOX_BANKS: readonly Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Access Bank (Diamond)', code: '063' },
  { name: 'Citibank Nigeria', code: '023' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Globus Bank', code: '00103' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Heritage Bank', code: '030' },
  { name: 'Jaiz Bank', code: '301' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992' },
  { name: 'PalmPay', code: '999991' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Providus Bank', code: '101' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Standard Chartered Bank', code: '068' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Unity Bank', code: '215' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];

const BANK_CODES = new Set(SANDBOX_BANKS.map((b) => b.code));
const RECIPIENT = /^RCP_sbx_([A-Za-z0-9]{1,20})_(\d{10})$/;

export interface SandboxTransaction {
  reference: string;
  amountKobo: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'initialized' | 'success' | 'failed';
  createdAt: Date;
  decidedAt: Date | null;
  /** Set when the transaction was refunded (its verify then reads `reversed`). */
  refundedAt: Date | null;
}

export type SandboxOutcome = 'success' | 'failed';

/** The sandbox provider plus what its checkout page needs. */
export interface SandboxProvider extends PaymentProvider {
  readonly slug: 'sandbox';
  /** The transaction behind a checkout page, or null. */
  findTransaction(reference: string): Promise<SandboxTransaction | null>;
  /**
   * The customer's decision. Only an `initialized` transaction changes; a second decision
   * leaves it as it is (`changed: false`). Null for an unknown reference.
   */
  decide(
    reference: string,
    outcome: SandboxOutcome,
  ): Promise<{ transaction: SandboxTransaction; changed: boolean } | null>;
}

export interface SandboxOptions {
  /** PUBLIC_URL: the checkout address handed out by initialize starts with it. */
  publicUrl: string;
}

type Row = {
  reference: string;
  amount_kobo: number;
  currency: string;
  email: string;
  callback_url: string;
  status: 'initialized' | 'success' | 'failed';
  created_at: Date;
  decided_at: Date | null;
  refunded_at: Date | null;
};

function toTransaction(row: Row): SandboxTransaction {
  return {
    reference: row.reference,
    amountKobo: Number(row.amount_kobo),
    currency: row.currency,
    email: row.email,
    callbackUrl: row.callback_url,
    status: row.status,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    refundedAt: row.refunded_at ? new Date(row.refunded_at) : null,
  };
}

const COLUMNS = [
  'reference',
  'amount_kobo',
  'currency',
  'email',
  'callback_url',
  'status',
  'created_at',
  'decided_at',
  'refunded_at',
] as const;

export function createSandboxProvider(db: Database, options: SandboxOptions): SandboxProvider {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  async function findTransaction(reference: string): Promise<SandboxTransaction | null> {
    if (typeof reference !== 'string' || reference.length > 100) return null;
    const row = await db
      .selectFrom('sandbox_transactions')
      .select(COLUMNS)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? toTransaction(row) : null;
  }

  async function balance(): Promise<{ balanceKobo: number }> {
    const row = await db
      .selectFrom('sandbox_transfers')
      .select(sql<string>`coalesce(sum(amount_kobo), 0)::text`.as('paid'))
      .where('status', '=', 'success')
      .executeTakeFirstOrThrow();
    return { balanceKobo: SANDBOX_OPENING_BALANCE_KOBO - Number(row.paid) };
  }

  return {
    slug: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,

    findTransaction,

    async decide(reference, outcome) {
      const updated = await db
        .updateTable('sandbox_transactions')
        .set({ status: outcome, decided_at: sql<Date>`now()` })
        .where('reference', '=', reference)
        .where('status', '=', 'initialized')
        .returning(COLUMNS)
        .executeTakeFirst();
      if (updated) return { transaction: toTransaction(updated), changed: true };
      const transaction = await findTransaction(reference);
      return transaction ? { transaction, changed: false } : null;
    },

    async initialize({ reference, amountKobo, email, callbackUrl }) {
      assertTransactionReference(reference);
      assertAmountKobo(amountKobo);
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) {
        throw new ProviderError('Invalid Email Address Passed', false, 400);
      }
      let callback: URL;
      try {
        callback = new URL(callbackUrl);
      } catch {
        throw new ProviderError('Invalid callback URL', false, 400);
      }
      if (callback.protocol !== 'http:' && callback.protocol !== 'https:') {
        throw new ProviderError('Invalid callback URL', false, 400);
      }
      const accessCode = randomBytes(12).toString('hex');
      const inserted = await db
        .insertInto('sandbox_transactions')
        .values({
          reference,
          access_code: accessCode,
          amount_kobo: amountKobo,
          currency: 'NGN',
          email,
          callback_url: callback.toString(),
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .returning('reference')
        .executeTakeFirst();
      if (!inserted) throw new ProviderError('Duplicate Transaction Reference', false, 400);
      return {
        authorizationUrl: `${publicUrl}/api/sandbox/checkout/${encodeURIComponent(reference)}`,
        accessCode,
        reference,
      };
    },

    async verify(reference) {
      assertTransactionReference(reference);
      const transaction = await findTransaction(reference);
      if (!transaction) throw new ProviderError('Transaction reference not found', false, 404);
      const status: TransactionStatus = transaction.refundedAt
        ? 'reversed'
        : transaction.status === 'initialized'
          ? 'abandoned'
          : transaction.status;
      return {
        status,
        amountKobo: transaction.amountKobo,
        currency: transaction.currency,
        reference: transaction.reference,
        paidAt: transaction.status === 'success' ? transaction.decidedAt : null,
        channel: 'sandbox',
      };
    },

    /** Records the refund of a paid transaction, once (a second one is refused, as on Paystack). */
    async refund({ reference }) {
      assertTransactionReference(reference);
      const refunded = await db
        .updateTable('sandbox_transactions')
        .set({ refunded_at: sql<Date>`now()` })
        .where('reference', '=', reference)
        .where('status', '=', 'success')
        .where('refunded_at', 'is', null)
        .returning('amount_kobo')
        .executeTakeFirst();
      if (refunded) return { status: 'processed', amountKobo: Number(refunded.amount_kobo) };
      const transaction = await findTransaction(reference);
      if (!transaction) throw new ProviderError('Transaction reference not found', false, 404);
      if (transaction.refundedAt) throw new ProviderError('Transaction has been fully reversed', false, 400);
      throw new ProviderError('Cannot refund a transaction that was not successful', false, 400);
    },

    verifyWebhook(rawBody: Buffer, headers: WebhookHeaders) {
      return hmacSha512Matches(rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), WEBHOOK_SECRET);
    },

    async listBanks() {
      return SANDBOX_BANKS.map((bank) => ({ ...bank }));
    },

    async resolveAccount(accountNumber, bankCode) {
      if (!/^\d{10}$/.test(accountNumber) || !BANK_CODES.has(bankCode)) {
        throw new ProviderError('Could not resolve account name. Check parameters or try again.', false, 422);
      }
      return { accountNumber, accountName: `SANDBOX ACCOUNT ${accountNumber.slice(-4)}` };
    },

    async createTransferRecipient({ name, accountNumber, bankCode }) {
      if (typeof name !== 'string' || name.trim() === '') {
        throw new ProviderError('A recipient needs a name.', false, 400);
      }
      if (!/^\d{10}$/.test(accountNumber) || !BANK_CODES.has(bankCode)) {
        throw new ProviderError('Account number or bank code is invalid.', false, 422);
      }
      // Deterministic, like Paystack answering the existing recipient for a known account.
      return { recipientCode: `RCP_sbx_${bankCode}_${accountNumber}` };
    },

    async transfer({ reference, amountKobo, recipientCode }) {
      assertTransferReference(reference);
      assertAmountKobo(amountKobo);
      const recipient = RECIPIENT.exec(recipientCode ?? '');
      if (!recipient) throw new ProviderError('Transfer recipient not found', false, 404);
      const existing = await db
        .selectFrom('sandbox_transfers')
        .select(['amount_kobo', 'recipient_code', 'status', 'transfer_code'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (existing) {
        if (Number(existing.amount_kobo) !== amountKobo || existing.recipient_code !== recipientCode) {
          throw new ProviderError('Duplicate transfer reference with different details', false, 400);
        }
        return { status: existing.status, transferCode: existing.transfer_code };
      }
      const { balanceKobo } = await balance();
      if (amountKobo > balanceKobo) {
        throw new ProviderError('Your balance is not enough to fulfill this request', false, 400);
      }
      const accountNumber = recipient[2]!;
      const status = accountNumber.startsWith('000') ? 'failed' : 'success';
      const transferCode = `TRF_sbx_${randomBytes(8).toString('hex')}`;
      await db
        .insertInto('sandbox_transfers')
        .values({
          reference,
          transfer_code: transferCode,
          amount_kobo: amountKobo,
          recipient_code: recipientCode,
          status,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      // Two calls racing with one reference: both answer the row that won.
      const row = await db
        .selectFrom('sandbox_transfers')
        .select(['status', 'transfer_code'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      return { status: row.status, transferCode: row.transfer_code };
    },

    async verifyTransfer(reference) {
      assertTransferReference(reference);
      const row = await db
        .selectFrom('sandbox_transfers')
        .select(['reference', 'amount_kobo', 'status', 'transfer_code'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) throw new ProviderError('Transfer not found', false, 404);
      return {
        status: row.status,
        reference: row.reference,
        amountKobo: Number(row.amount_kobo),
        transferCode: row.transfer_code,
      };
    },

    balance,
  };
}
