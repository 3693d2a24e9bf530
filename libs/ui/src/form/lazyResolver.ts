/**
 * A react-hook-form resolver loaded on the form's first validation, for the sign-in forms: they
 * are on the first load of both apps, and their schemas bring zod and the contract's schemas
 * (about 28 kB of gzip), which the screen does not need until the visitor submits
 * (docs/adr/0014-static-delivery.md#budgets). The form module keeps its schema in a
 * `*.schema.ts` beside it and passes `lazyResolver(() => import('./X.schema').then((m) => m.xResolver))`.
 * `preload()` starts the load early (the form calls it when a field gets the focus), so the
 * first submit does not wait for it. A failed load is tried again on the next validation.
 */
export function lazyResolver<R extends (...args: never[]) => unknown>(
  load: () => Promise<R>,
): R & { preload(): void } {
  let loading: Promise<R> | null = null;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver = async (...args: Parameters<R>) => (await start())(...args);
  return Object.assign(resolver as unknown as R, {
    preload: () => {
      start().catch(() => undefined); // a failure is retried (and shown) by the next validation
    },
  });
}
