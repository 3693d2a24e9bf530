import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogDestination, serverLogging, type LogDestination, type LogIo } from './logging';

/** A destination that keeps the lines. */
function capture(): LogDestination & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    write: (line) => (lines.push(line), true),
    flush: (callback) => callback?.(),
    flushSync: () => undefined,
  };
}

const withoutTimes = (line: string) =>
  line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":[\d.e-]+/, '"responseTime":0');

describe("the server's request lines", () => {
  const out = capture();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify(serverLogging('info', out));
    // The same two lines through pino's own path, right after the direct ones: the reference.
    app.addHook('onRequest', async (req) => req.log.info({ req }, 'incoming request'));
    app.addHook('onResponse', async (req, reply) =>
      reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed'),
    );
    app.get('/things/:id', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('are the bytes pino writes for them', async () => {
    const urls = [
      '/things/1',
      '/things/2?q=%22quoted%22&back=%5C&text=%C3%A9t%C3%A9&nul=%00',
      '/things/3?raw="quote"',
      '/missing',
    ];
    for (const url of urls) {
      out.lines.length = 0;
      await (await fetch(`${base}${url}`, { headers: { 'accept-version': '1.x' } })).text();
      // The request's last lines are written once the answer has gone.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const incoming = out.lines.filter((l) => l.includes('"msg":"incoming request"'));
      const completed = out.lines.filter((l) => l.includes('"msg":"request completed"'));
      expect(incoming).toHaveLength(2);
      expect(completed).toHaveLength(2);
      expect(withoutTimes(incoming[0]!)).toBe(withoutTimes(incoming[1]!));
      expect(withoutTimes(completed[0]!)).toBe(withoutTimes(completed[1]!));
      const line = JSON.parse(incoming[0]!) as Record<string, any>;
      expect(line).toMatchObject({ level: 30, pid: process.pid, req: { method: 'GET', version: '1.x' } });
      expect(line.req.remotePort).toEqual(expect.any(Number));
      expect(incoming[0]!.endsWith('}\n')).toBe(true);
    }
  });

  it('leave the error line and a quieter route to pino', async () => {
    out.lines.length = 0;
    await (await fetch(`${base}/broken`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = out.lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
    expect(lines.find((l) => l.level === 50)).toMatchObject({
      msg: 'boom',
      res: { statusCode: 500 },
      err: { type: 'Error', message: 'boom' },
    });
    // A line a request's own logger writes through pino: the server's bindings, then the request id.
    const errorLine = out.lines.find((l) => l.startsWith('{"level":50'))!;
    expect(errorLine).toMatch(
      new RegExp(
        `^\\{"level":50,"time":\\d+,"pid":${process.pid},"hostname":"[^"]+","reqId":"req-\\d+","req":`,
      ),
    );
    const completed = out.lines.filter((l) => l.includes('"msg":"request completed"'));
    expect(completed.map(withoutTimes)).toEqual([completed[0], completed[0]].map((l) => withoutTimes(l!)));
    expect(JSON.parse(completed[0]!)).toMatchObject({ res: { statusCode: 500 } });
    // A route logging at warn gets neither request line, from either path.
    out.lines.length = 0;
    await (await fetch(`${base}/quiet`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(out.lines).toEqual([]);
  });

  it('are not written below their level', async () => {
    const silent = capture();
    const quiet = Fastify(serverLogging('warn', silent));
    quiet.get('/', async () => ({ ok: true }));
    await quiet.inject({ url: '/' });
    await quiet.close();
    expect(silent.lines).toEqual([]);
  });
});

/** An fs that records the bytes of each write and answers as told (bytes written, or an error code). */
function fakeIo(answers: Array<number | string> = []) {
  const chunks: Buffer[] = [];
  const pending: Array<() => void> = [];
  const io: LogIo = {
    write(_fd, buffer, offset, length, _position, callback) {
      const answer = answers.shift() ?? length;
      pending.push(() => {
        if (typeof answer === 'string')
          return callback(Object.assign(new Error(answer), { code: answer }), 0);
        chunks.push(Buffer.from(buffer.subarray(offset, offset + answer)));
        callback(null, answer);
      });
    },
    writeSync(_fd, buffer) {
      chunks.push(Buffer.from(buffer));
      return buffer.length;
    },
  };
  return {
    io,
    /** Each write's bytes as text. */
    written: () => chunks.map((c) => c.toString()),
    text: () => Buffer.concat(chunks).toString(),
    /** Completes the write under way. */
    complete: () => pending.shift()!(),
    inFlight: () => pending.length,
  };
}

describe('the log destination', () => {
  it('writes the first line at once and the lines of a busy moment together, in order', () => {
    const { io, written, complete, inFlight } = fakeIo();
    const log = createLogDestination(1, io);
    log.write('a\n');
    expect(inFlight()).toBe(1);
    log.write('b\n');
    log.write('c\n');
    expect(inFlight()).toBe(1);
    complete();
    expect(inFlight()).toBe(1);
    complete();
    expect(written()).toEqual(['a\n', 'b\nc\n']);
    expect(inFlight()).toBe(0);
  });

  it('goes on after a partial write, byte for byte (text that is not ASCII too)', () => {
    const { io, text, complete, inFlight } = fakeIo([3]);
    const log = createLogDestination(1, io);
    log.write('été\n');
    complete();
    expect(inFlight()).toBe(1);
    complete();
    expect(text()).toBe('été\n');
  });

  it('tries a full descriptor again and stops for a reader that is gone', async () => {
    const { io, written, complete, inFlight } = fakeIo(['EAGAIN']);
    const log = createLogDestination(1, io);
    log.write('a\n');
    complete();
    expect(inFlight()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    complete();
    expect(written()).toEqual(['a\n']);

    const gone = fakeIo(['EPIPE']);
    const closed = createLogDestination(1, gone.io);
    closed.write('x\n');
    gone.complete();
    closed.write('y\n');
    closed.flushSync();
    expect(gone.inFlight()).toBe(0);
    expect(gone.written()).toEqual([]);
  });

  it('writes what is queued at exit, and calls back a flush once everything is out', () => {
    const { io, written, complete } = fakeIo();
    const log = createLogDestination(1, io);
    log.write('a\n');
    log.write('b\n');
    let flushed = false;
    log.flush(() => (flushed = true));
    // As SonicBoom's: the queued lines now; the write under way finishes on its own.
    log.flushSync();
    expect(written()).toEqual(['b\n']);
    expect(flushed).toBe(false);
    complete();
    expect(written()).toEqual(['b\n', 'a\n']);
    expect(flushed).toBe(true);
  });
});
