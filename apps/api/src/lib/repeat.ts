import type { FastifyInstance } from 'fastify';

export interface RepeatOptions {
  /** How often the task runs while the server is up. */
  everyMs: number;
  /** Also run it once when the server is ready, before it serves (default false). */
  atStart?: boolean;
  /** The log line of a failed run; the next run tries again. */
  failure: string;
}

/**
 * Runs `task` every `everyMs` from the moment the server is ready until it closes (the timer
 * never holds the process open). A run that throws is logged and the schedule goes on.
 */
export function repeatWhileUp(app: FastifyInstance, options: RepeatOptions, task: () => Promise<void>): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.error({ err: error }, options.failure);
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (options.atStart) await run();
    timer = setInterval(() => void run(), options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
