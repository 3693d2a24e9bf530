// The crash test's machinery (test/crash.test.ts on PGlite, test/crash.pg.test.ts on PostgreSQL):
// the real server as `npm start` runs it (tsx src/server.ts in a child process), a stream of
// money operations over HTTP, SIGKILL at seeded random moments, restarts on the same database,
// and the checks of docs/money-and-ledger.md#crashes-and-backups.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { repoRoot } from '../src/config';
import type { Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import type { FakePaystack } from './fakes/fakePaystack';
import { PASSWORD, registration } from './helper';
import { TEST_ENV } from './template';

const API_DIR = path.join(repoRoot, 'apps/api');

/** mulberry32: a small seeded PRNG, so a failing run reproduces with its seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Prng = ReturnType<typeof prng>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The server in a child process, started, SIGKILLed and restarted on one database. */
export class ChildServer {
  private child: ChildProcess | null = null;
  private output = '';
  baseUrl = '';
  starts = 0;

  constructor(
    private readonly database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string },
    private readonly paystack: FakePaystack,
  ) {}

  async start(): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...TEST_ENV,
      DATABASE_URL: '',
      ...this.database,
      NODE_ENV: 'test',
      KOLA_TEST_HASHING: 'fast',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RUN_SCHEDULER: 'false',
      PAYSTACK_SECRET_KEY: this.paystack.secretKey,
      PAYSTACK_BASE_URL: this.paystack.baseUrl,
      PAYMENT_SANDBOX: 'off',
      PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
    };
    // Node itself with tsx as a loader, one process: the tsx command would run the server in a
    // child of its own, which a SIGKILL of the command leaves running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.starts += 1;
    // Never left running behind this test process (an orphan would hold the database).
    const orphan = () => child.kill('SIGKILL');
    process.once('exit', orphan);
    child.once('exit', () => process.off('exit', orphan));
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    // Generous: a start compiles the contract, slow on a busy machine.
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited while starting (${child.exitCode}):\n${this.output}`);
      try {
        const res = await fetch(`${this.baseUrl}/api/packages`);
        await res.arrayBuffer();
        return; // it answers: migrated, seeded and listening
      } catch {
        if (Date.now() > deadline) throw new Error(`the server did not start:\n${this.output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** SIGKILL: no shutdown hook runs, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the server closes itself (the end of a run, before the data directory is opened here). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  get log(): string {
    return this.output;
  }
}

interface Member {
  username: string;
  email: string;
  uuid: string;
  token: string;
  packageId: number;
  bank: boolean;
}

/** What the stream did, as its client saw it. */
export interface StreamReport {
  attempted: Record<string, number>;
  acknowledged: Record<string, number>;
  interrupted: number;
  /** Answers the server gave (not cut off): every status seen, per operation. */
  statuses: Record<string, Record<number, number>>;
  /** References of registrations whose verify or webhook was answered 200 and approved. */
  approved: Set<string>;
  /** Withdrawals answered 200: their ids. */
  withdrawals: Set<number>;
  /** Wallet payments answered 200: their references. */
  walletPayments: Set<string>;
}

const PRICES_NAIRA = [17_500, 35_000, 70_000, 140_000, 280_000, 560_000];

/**
 * Operations over HTTP against whichever server is up: activations (register, confirm, sign
 * in, initiate, paid at the fake Paystack, then verify or the signed webhook), wallet payments
 * (an upgrade paid from the wallet) and withdrawals (₦2,000 to a resolved bank account). A
 * request cut off by a kill counts as interrupted; the operation is abandoned (its member may
 * be left half-way, as a real user whose browser lost the server would be).
 */
export class Stream {
  readonly members: Member[] = [];
  readonly report: StreamReport = {
    attempted: {},
    acknowledged: {},
    interrupted: 0,
    statuses: {},
    approved: new Set(),
    withdrawals: new Set(),
    walletPayments: new Set(),
  };
  private stopped = false;
  /** The first error that was not a kill's cut-off: it stops the stream and fails the run. */
  failure: unknown = null;
  /** Uplines with a free placement slot, breadth first (each member has two). */
  private readonly slots = ['kolaherbal', 'kolaherbal'];

  constructor(
    private readonly server: ChildServer,
    private readonly paystack: FakePaystack,
    private readonly rand: Prng,
  ) {
    this.paystack.accounts.set('058:0123456789', 'NGOZI OKEKE');
  }

  /** Answers received so far, and who waits for a count (a kill lands after some work, whatever the machine's speed). */
  answers = 0;
  private waiters: { at: number; resolve: () => void }[] = [];

  /** Resolves once `n` more answers have come back. */
  afterAnswers(n: number): Promise<void> {
    const at = this.answers + n;
    return new Promise((resolve) => this.waiters.push({ at, resolve }));
  }

  private async http(method: string, url: string, body?: unknown, token?: string, headers = {}) {
    const res = await this.fetchAndCount(url, method, body, token, headers);
    return res;
  }

  private async fetchAndCount(url: string, method: string, body: unknown, token?: string, headers = {}) {
    const res = await fetch(`${this.server.baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    this.answers += 1;
    for (const w of this.waiters.filter((w) => w.at <= this.answers)) w.resolve();
    this.waiters = this.waiters.filter((w) => w.at > this.answers);
    let json: any = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json };
  }

  private count(map: Record<string, number>, key: string) {
    map[key] = (map[key] ?? 0) + 1;
  }

  private seen(op: string, status: number) {
    const m = (this.report.statuses[op] ??= {});
    m[status] = (m[status] ?? 0) + 1;
  }

  private async activation(): Promise<void> {
    const referrer = this.slots.shift();
    if (!referrer) {
      // Every free slot is being filled by another client's registration right now.
      await new Promise((r) => setTimeout(r, 50));
      return;
    }
    this.count(this.report.attempted, 'activation');
    // Mostly the biggest package, so wallets fill up enough for the other operations.
    const packageId = this.rand.next() < 0.6 ? 6 : this.rand.int(1, 5);
    const form = registration({ referrer, package_id: packageId });
    const reg = await this.http('POST', '/api/auth/register', form);
    this.seen('register', reg.status);
    // A slot taken by a registration the kill cut off before it answered: try the next one.
    if (reg.status === 422 && /two direct registrations/.test(JSON.stringify(reg.body))) return;
    if (reg.status !== 200) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
    this.slots.push(form.username, form.username);
    const outbox = await this.http('GET', `/api/dev/outbox?to=${encodeURIComponent(form.email)}`);
    const code = (outbox.body.data as { text: string }[])[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${form.email}`);
    await this.http('POST', '/api/auth/email-confirmation', { email: form.email, code });
    const login = await this.http('POST', '/api/auth/login', { username: form.username, password: PASSWORD });
    const token = login.body.data.access_token as string;
    const { reference } = (
      await this.http(
        'POST',
        '/api/payments/initiate',
        { amount: PRICES_NAIRA[packageId - 1], txn_source: 'package_payment', is_upgrade: 0 },
        token,
      )
    ).body.data as { reference: string };
    this.paystack.pay(reference);
    const member: Member = {
      username: form.username,
      email: form.email,
      uuid: reg.body.data.uuid,
      token,
      packageId: 0,
      bank: false,
    };
    const applied =
      this.rand.next() < 0.5
        ? await this.http('POST', '/api/payments/verify', { reference }, token)
        : await this.webhook(reference);
    this.seen('activation', applied.status);
    if (applied.status === 200) {
      this.report.approved.add(reference);
      member.packageId = packageId;
      this.members.push(member);
      this.count(this.report.acknowledged, 'activation');
    }
  }

  /** Paystack's signed charge.success event for a reference, as the provider would send it. */
  async webhook(reference: string) {
    const tx = this.paystack.transactions.get(reference)!;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, status: 'success', amount: tx.amount, currency: 'NGN', paid_at: tx.paidAt },
    });
    return this.http('POST', '/api/webhooks/paystack', body, undefined, {
      'x-paystack-signature': this.paystack.signWebhook(body),
    });
  }

  private async walletPayment(m: Member): Promise<void> {
    const next = m.packageId + 1;
    const amount = PRICES_NAIRA[next - 1]! - PRICES_NAIRA[m.packageId - 1]!;
    const res = await this.http(
      'PATCH',
      '/api/withdrawals/pay-with-wallet',
      { amount, txn_source: 'package_payment', is_upgrade: 1, meta_data: { package_id: next } },
      m.token,
    );
    this.seen('wallet payment', res.status);
    if (res.status === 200) {
      m.packageId = next;
      this.report.walletPayments.add(res.body.data.reference);
      this.count(this.report.acknowledged, 'wallet payment');
    }
  }

  private async withdrawal(m: Member): Promise<void> {
    if (!m.bank) {
      const bank = await this.http(
        'PUT',
        `/api/users/${m.uuid}/update-bank-details`,
        { bank_name: 'Guaranty Trust Bank', bank_account_number: '0123456789', bank_code: '058' },
        m.token,
      );
      if (bank.status !== 200)
        throw new Error(`bank details answered ${bank.status}: ${JSON.stringify(bank.body)}`);
      m.bank = true;
    }
    const res = await this.http('POST', `/api/withdrawals/${m.uuid}/initiate`, { amount: 2_000 }, m.token);
    this.seen('withdrawal', res.status);
    if (res.status === 200) {
      this.report.withdrawals.add(Number(res.body.data.id));
      this.count(this.report.acknowledged, 'withdrawal');
    }
  }

  private async one(): Promise<void> {
    const paid = this.members.filter((m) => m.packageId > 0);
    const roll = this.rand.next();
    // A refused wallet payment or withdrawal (balance too low, one already pending) is a
    // normal answer; the checks only need each one applied fully or not at all.
    if (roll < 0.25 && paid.some((m) => m.packageId < 6)) {
      this.count(this.report.attempted, 'wallet payment');
      return this.walletPayment(this.rand.pick(paid.filter((m) => m.packageId < 6)));
    }
    if (roll < 0.5 && paid.length > 0) {
      this.count(this.report.attempted, 'withdrawal');
      return this.withdrawal(this.rand.pick(paid));
    }
    return this.activation();
  }

  /** `workers` clients run operations until stop(); each waits for `up()` after a cut-off. */
  run(workers: number, up: () => Promise<void>): Promise<void> {
    const worker = async () => {
      while (!this.stopped) {
        try {
          await this.one();
        } catch (error) {
          if (!isCutOff(error)) {
            this.failure ??= error;
            this.stopped = true;
            return;
          }
          this.report.interrupted += 1;
          await up();
        }
      }
    };
    return Promise.all(Array.from({ length: workers }, worker)).then(() => undefined);
  }

  stop() {
    this.stopped = true;
  }

  get isStopped() {
    return this.stopped;
  }
}

/** A request the kill cut off (or sent while the server was down). */
function isCutOff(error: unknown): boolean {
  const e = error as { cause?: { code?: string }; message?: string };
  return (
    error instanceof TypeError ||
    ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(e?.cause?.code ?? '') ||
    /fetch failed|other side closed|terminated/.test(e?.message ?? '')
  );
}

async function rows<T>(db: Database, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/**
 * Each operation applied fully or not at all, and the books sound (docs/money-and-ledger.md#crashes-and-backups):
 * - every balance equals its entries, every transaction sums to zero, no wallet negative;
 * - an approved registration has its payment transaction, its bonus transaction, its PV event
 *   and an approved member; a registration not approved has none of them;
 * - a wallet payment has its wallet transaction and its PV event; no payment transaction
 *   without an approved payment;
 * - each withdrawal has its debit, and each debit its withdrawal.
 * Returns counts for the report.
 */
export async function checkAtomic(db: Database) {
  expect(await checkLedger(db)).toEqual([]);
  const payments = await rows<{
    reference: string;
    channel: string;
    purpose: string;
    status: string;
    user_status: string;
    txs: number;
    pv: number;
  }>(
    db,
    sql`select p.reference, p.channel, p.purpose, p.status, u.payment_status as user_status,
      (select count(*) from ledger_transactions t where t.cause_ref = p.reference)::int as txs,
      (select count(*) from pv_events v where v.cause_ref = p.reference)::int as pv
    from payments p join users u on u.id = p.user_id`,
  );
  const wrong: unknown[] = [];
  for (const p of payments) {
    if (p.status !== 'approved') {
      if (p.txs !== 0 || p.pv !== 0) wrong.push(p);
    } else if (p.channel === 'card' && p.purpose === 'registration') {
      if (p.txs !== 2 || p.pv !== 1 || p.user_status !== 'approved') wrong.push(p);
    } else if (p.txs < 1 || p.pv !== 1) wrong.push(p);
  }
  expect(wrong).toEqual([]);
  const orphanTx = await rows(
    db,
    sql`select t.idempotency_key from ledger_transactions t
      where t.cause_type = 'payment'
        and not exists (select 1 from payments p where p.reference = t.cause_ref and p.status = 'approved')`,
  );
  expect(orphanTx).toEqual([]);
  const withdrawals = await rows<{ id: number; debits: number }>(
    db,
    sql`select w.id, (select count(*) from ledger_transactions t
        where t.idempotency_key = 'withdrawal:' || w.id)::int as debits from withdrawals w`,
  );
  expect(withdrawals.filter((w) => w.debits !== 1)).toEqual([]);
  const orphanDebits = await rows(
    db,
    sql`select t.idempotency_key from ledger_transactions t where t.idempotency_key like 'withdrawal:%'
      and not exists (select 1 from withdrawals w where t.idempotency_key = 'withdrawal:' || w.id)`,
  );
  expect(orphanDebits).toEqual([]);
  const approvedUnpaid = await rows(
    db,
    sql`select u.username from users u where u.payment_status = 'approved' and not u.is_root
      and not exists (select 1 from payments p where p.user_id = u.id and p.purpose = 'registration' and p.status = 'approved')`,
  );
  expect(approvedUnpaid).toEqual([]);
  const counts = await rows<{
    approved: number;
    open: number;
    wallet: number;
    withdrawals: number;
    entries: number;
  }>(
    db,
    sql`select
      (select count(*) from payments where channel = 'card' and status = 'approved')::int as approved,
      (select count(*) from payments where channel = 'card' and status = 'initialized')::int as open,
      (select count(*) from payments where channel = 'wallet')::int as wallet,
      (select count(*) from withdrawals)::int as withdrawals,
      (select count(*) from ledger_entries)::int as entries`,
  );
  return counts[0]!;
}

/** Acknowledged before a kill means kept after it: no answered 200 is lost. */
export async function checkDurable(db: Database, report: StreamReport) {
  const approved = new Set(
    (
      await rows<{ reference: string }>(db, sql`select reference from payments where status = 'approved'`)
    ).map((r) => r.reference),
  );
  expect([...report.approved].filter((r) => !approved.has(r))).toEqual([]);
  expect([...report.walletPayments].filter((r) => !approved.has(r))).toEqual([]);
  const withdrawals = new Set(
    (await rows<{ id: number }>(db, sql`select id from withdrawals`)).map((r) => Number(r.id)),
  );
  expect([...report.withdrawals].filter((id) => !withdrawals.has(id))).toEqual([]);
}

export interface OpenPayment {
  reference: string;
  username: string;
}

/** Card payments neither approved nor failed (read while the server is down, on PGlite). */
export function openPayments(db: Database): Promise<OpenPayment[]> {
  return rows<OpenPayment>(
    db,
    sql`select p.reference, u.username from payments p join users u on u.id = p.user_id
      where p.channel = 'card' and p.status = 'initialized' order by p.id`,
  );
}

/**
 * Completes what the kills interrupted, as the member or the provider would: every checkout still
 * open is paid at the provider (the customer paid), then applied by the member's verify or by
 * the provider's signed webhook (each sent twice: a replay applies nothing more).
 */
export async function completeInterrupted(
  open: OpenPayment[],
  server: ChildServer,
  stream: Stream,
  paystack: FakePaystack,
  rand: Prng,
) {
  const done = { verify: 0, webhook: 0, unknownToProvider: 0 };
  for (const p of open) {
    const tx = paystack.transactions.get(p.reference);
    if (!tx) {
      // Recorded here, cut off before the provider was asked: the member never saw a checkout.
      done.unknownToProvider += 1;
      continue;
    }
    if (tx.status !== 'success') paystack.pay(p.reference);
    const by = rand.next() < 0.5 ? 'verify' : 'webhook';
    done[by] += 1;
    for (let i = 0; i < 2; i++) {
      if (by === 'webhook') {
        expect((await stream.webhook(p.reference)).status).toBe(200);
      } else {
        const login = await fetch(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: p.username, password: PASSWORD }),
        });
        const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
        const res = await fetch(`${server.baseUrl}/api/payments/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ reference: p.reference }),
        });
        const body = (await res.json()) as { data: { status: string } };
        expect([res.status, body.data.status]).toEqual([200, 'approved']);
      }
    }
  }
  return done;
}
