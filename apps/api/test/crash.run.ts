// One crash run on either engine, shared by crash.test.ts (PGlite) and crash.pg.test.ts.
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { startFakePaystack } from './fakes/fakePaystack';
import {
  ChildServer,
  checkAtomic,
  checkDurable,
  completeInterrupted,
  openPayments,
  type OpenPayment,
  prng,
  Stream,
} from './crash.harness';

export interface CrashRunOptions {
  seed: number;
  kills: number;
  workers: number;
  /** Answers between a (re)start and the next kill (drawn from the seeded PRNG). */
  minAnswers: number;
  maxAnswers: number;
  /** The database, as the child server is given it. */
  database: { DATABASE_URL: string } | { PGLITE_DATA_DIR: string };
  /** Opens the database in this process while the server is down (PGlite: one process at a time). */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
}

export async function crashRun(o: CrashRunOptions) {
  const log = (line: string) => console.log(`[crash seed ${o.seed}] ${line}`);
  const rand = prng(o.seed);
  const paystack = await startFakePaystack();
  const server = new ChildServer(o.database, paystack);
  const started = Date.now();
  const sound = (db: Database, stream: Stream) =>
    checkAtomic(db).then(async (counts) => {
      await checkDurable(db, stream.report);
      return counts;
    });
  try {
    await server.start();
    const firstStart = Date.now() - started;
    const stream = new Stream(server, paystack, rand);
    let up: Promise<void> = Promise.resolve();
    const running = stream.run(o.workers, () => up);
    const kills: {
      afterAnswers: number;
      afterMs: number;
      state: Awaited<ReturnType<typeof checkAtomic>>;
      restartMs: number;
    }[] = [];
    for (let k = 0; k < o.kills; k++) {
      // After a random number of answers (a seeded draw), then a random few milliseconds more, so
      // the kill lands in the middle of requests whatever the machine's speed.
      const afterAnswers = rand.int(o.minAnswers, o.maxAnswers);
      await Promise.race([stream.afterAnswers(afterAnswers), failed(stream)]);
      const afterMs = rand.int(0, 40);
      await new Promise((r) => setTimeout(r, afterMs));
      if (stream.failure) throw stream.failure;
      let release!: () => void;
      up = new Promise((r) => (release = r));
      await server.kill();
      const last = k === o.kills - 1;
      if (last) stream.stop();
      // The database exactly as the kill left it: already sound, before any restart or recovery.
      const state = await o.withDatabase((db) => sound(db, stream));
      const t = Date.now();
      await server.start();
      kills.push({ afterAnswers, afterMs, state, restartMs: Date.now() - t });
      release();
    }
    await running;
    if (stream.failure) throw stream.failure;
    // The checkouts left open once the stream has ended: a worker cut off by the last kill may
    // still have finished a step on the restarted server, so they are read now, not at the kill,
    // with the server stopped (PGlite's directory serves one process at a time).
    await server.stop();
    const open: OpenPayment[] = await o.withDatabase(openPayments);
    await server.start();
    // Interrupted payments completed by verify or webhook replay on the restarted server.
    const recovered = await completeInterrupted(open, server, stream, paystack, rand);
    await server.stop();
    const final = await o.withDatabase((db) => sound(db, stream));
    // Every checkout the provider knew is now applied; only those it never saw stay open.
    expect(final.open).toBe(recovered.unknownToProvider);
    const report = {
      seed: o.seed,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      firstStartMs: firstStart,
      kills,
      attempted: stream.report.attempted,
      acknowledged: stream.report.acknowledged,
      interrupted: stream.report.interrupted,
      statuses: stream.report.statuses,
      openAfterStream: open.length,
      starts: server.starts,
      recovered,
      final,
    };
    log(JSON.stringify(report));
    return report;
  } catch (error) {
    // The seed first, so a failure read from a summary replays with CRASH_SEED.
    console.error(`[crash seed ${o.seed}] failed; the server's last output:\n${server.log}`);
    if (error instanceof Error) error.message = `[crash seed ${o.seed}] ${error.message}`;
    throw error;
  } finally {
    await server.stop();
    await paystack.close();
  }
}

/** Resolves when the stream stops on an error (so a kill never waits for answers that will not come). */
async function failed(stream: Stream): Promise<void> {
  while (!stream.failure && !stream.isStopped) await new Promise((r) => setTimeout(r, 100));
}
