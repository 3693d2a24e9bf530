import fs from 'node:fs';
import os from 'node:os';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/**
 * The server's log as production runs it (docs/adr/0021-per-request-work-of-a-read.md): pino
 * at LOG_LEVEL with the redactions, on standard output, and Fastify's two lines for each request.
 * What changed is how the same bytes get there, which cost a wallet read more than its own work:
 *
 * - The destination. pino's (SonicBoom) writes in the background and appends each line that comes
 *   while a write is under way to the pending text, then measures that text again
 *   (`Buffer.byteLength` of up to 16 kB, for every line of a busy moment). This one queues the
 *   lines and writes them all with the next write.
 * - Fastify's request lines ("incoming request", "request completed") are written by
 *   `RequestLines` as pino would write them, byte for byte (logging.test.ts compares them),
 *   without pino's generic path for each (serializers, the redaction's copy, its key loop).
 */

/** fs's two calls a destination makes (tests give their own). */
export interface LogIo {
  write(
    fd: number,
    buffer: Buffer,
    offset: number,
    length: number,
    position: null,
    callback: (error: NodeJS.ErrnoException | null, written: number) => void,
  ): void;
  writeSync(fd: number, buffer: Buffer): number;
}

/** What pino writes to (its `stream` option). */
export interface LogDestination {
  write(line: string): boolean;
  /** Calls back once every line written so far has reached the file descriptor. */
  flush(callback?: (error?: Error) => void): void;
  /** Writes the queued lines now, blocking (at exit). */
  flushSync(): void;
}

/** How long to wait before writing again to a descriptor that is full (EAGAIN), as SonicBoom. */
const BUSY_RETRY_MS = 100;

/**
 * Lines to a file descriptor, written in the background (a slow reader never holds up a request,
 * as with pino's default destination): the first line is written at once, and the lines that
 * come while a write is under way are joined and written by the next one. A partial write goes
 * on with the rest; a full descriptor (EAGAIN) is tried again after 100 ms; a closed reader
 * (EPIPE) ends the log, as pino does; any other error drops that write's lines and is reported
 * once on standard error (SonicBoom's `error` event, which nothing handles, would stop the
 * server).
 */
export function createLogDestination(fd: number, io: LogIo = fs as unknown as LogIo): LogDestination {
  let pending: string[] = [];
  /** The bytes of the write under way (what is left of them), or null. */
  let inFlight: Buffer | null = null;
  let closed = false;
  let reported = false;
  let waiting: Array<(error?: Error) => void> = [];

  const idle = () => {
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  };

  const send = (buffer: Buffer) => {
    inFlight = buffer;
    io.write(fd, buffer, 0, buffer.length, null, (error, written) => {
      if (error) {
        if (error.code === 'EAGAIN' || error.code === 'EBUSY') {
          setTimeout(() => send(buffer), BUSY_RETRY_MS);
          return;
        }
        if (error.code === 'EPIPE') {
          closed = true;
          pending = [];
          inFlight = null;
          return idle();
        }
        if (!reported) {
          reported = true;
          try {
            fs.writeSync(2, `log lines lost: ${error.message}\n`);
          } catch {
            /* nowhere to say it */
          }
        }
      } else if (written < buffer.length) {
        return send(buffer.subarray(written));
      }
      inFlight = null;
      if (pending.length > 0) return next();
      idle();
    });
  };

  const next = () => {
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    send(Buffer.from(text));
  };

  return {
    write(line: string) {
      if (closed) return true;
      pending.push(line);
      if (inFlight === null) next();
      return true;
    },

    flush(callback = () => undefined) {
      if (inFlight === null && pending.length === 0) return process.nextTick(callback);
      waiting.push(callback);
    },

    // As SonicBoom's: the queued lines, not the write under way (its callback may still come).
    flushSync() {
      if (closed || pending.length === 0) return;
      let buffer = Buffer.from(pending.join(''));
      pending = [];
      for (let busy = 0; buffer.length > 0;) {
        try {
          buffer = buffer.subarray(io.writeSync(fd, buffer));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if ((code !== 'EAGAIN' && code !== 'EBUSY') || ++busy > 50) return;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_RETRY_MS);
        }
      }
    },
  };
}

let stdout: LogDestination | null = null;

/** The process's standard output as a log destination: one per process, flushed at exit. */
export function stdoutLogDestination(): LogDestination {
  if (!stdout) {
    const destination = createLogDestination(process.stdout.fd ?? 1);
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}

/** pino's level numbers: a line is written when its level is at least the logger's. */
const INFO = 30;

/** Fastify's request serializer (fastify/lib/logger-pino.js), which pino applies to `req`. */
function reqValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** A number as pino writes it (`null` when not finite). */
const num = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * Fastify's request lines written straight to the destination, as pino writes them: level, time,
 * the logger's bindings (pid, hostname) and the request id, then the fields and the message. The
 * redaction (`req.headers.authorization`, `req.body.password`) has nothing to remove from them:
 * the request serializer keeps neither headers nor body. Every other line (errors, a route's own
 * level, `disableRequestLogging`) goes through pino as before.
 */
export class RequestLines extends LogController {
  /** `,"pid":…,"hostname":…` as pino's bindings write them. */
  private readonly bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

  constructor(private readonly destination: LogDestination) {
    super();
  }

  private prefix(request: FastifyRequest): string | null {
    // pino's level of this request's logger (a route may have its own); anything else: pino's path.
    const level = (request.log as { levelVal?: unknown }).levelVal;
    if (typeof level !== 'number' || level > INFO || this.isLogDisabled(request)) return null;
    return `{"level":30,"time":${Date.now()}${this.bindings},"${this.requestIdLogLabel}":${JSON.stringify(request.id)}`;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    const start = this.prefix(request);
    if (start === null) return super.incomingRequest(request, reply);
    this.destination.write(`${start},"req":${JSON.stringify(reqValue(request))},"msg":"incoming request"}\n`);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const start = error ? null : this.prefix(request);
    if (start === null) return super.requestCompleted(error, request, reply);
    this.destination.write(
      `${start},"res":{"statusCode":${reply.statusCode}},"responseTime":${num(reply.elapsedTime)},"msg":"request completed"}\n`,
    );
  }
}

/** What the logs never show (docs/security.md#browser-headers). */
export const LOG_REDACTIONS = ['req.headers.authorization', 'req.body.password'];

/** The child without bindings of each logger that request loggers are made from. */
const bases = new WeakMap<object, FastifyBaseLogger>();

/**
 * Each request's logger (its lines carry the request id), as a child of one child of the server's
 * logger made once. Fastify asks pino for `logger.child({ reqId }, {})`: with an options object,
 * even empty, pino takes its full path and builds the child's formatters again, and a request paid
 * about 5 µs for it; a child of a child without options takes pino's short path and writes the same
 * bindings. A route with a level or serializers of its own still gets pino's full child.
 */
const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  let base = bases.get(logger);
  if (!base) bases.set(logger, (base = logger.child({})));
  return base.child(bindings);
};

/** Fastify's logger and request lines as the server runs them, writing to `destination`. */
export function serverLogging(
  level: string,
  destination: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  return {
    logger: { level, redact: LOG_REDACTIONS, stream: destination },
    logController: new RequestLines(destination),
    childLoggerFactory: requestLogger,
  };
}
