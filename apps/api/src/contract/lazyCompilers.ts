import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's
 * function compiled on its first request instead of at start. Compiling all of the contract's
 * ~190 routes took 8-9 s of every start on this machine (every API test file, every restart);
 * a route compiles in milliseconds when first called, and is then the same function Fastify
 * would have built. docs/adr/0016-route-compilers-on-first-use.md.
 *
 * `compileAll()` compiles whatever is still pending, so a test can prove every schema builds.
 */
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type RouteSchema = unknown;
type Compiled = ((...args: unknown[]) => unknown) & { errors?: unknown };

export function lazyCompilers() {
  const pending = new Set<() => void>();

  function lazy(compile: (route: RouteSchema) => Compiled, validator: boolean) {
    return (route: RouteSchema) => {
      let real: Compiled | null = null;
      const build = () => {
        real ??= compile(route);
        pending.delete(build);
        return real;
      };
      pending.add(build);
      const fn: Compiled & { schemaEnv?: unknown } = function (this: unknown, ...args: unknown[]) {
        const target = real ?? build();
        const result = target.apply(this, args);
        if (validator) fn.errors = target.errors;
        return result;
      };
      // Ajv's functions carry schemaEnv, which makes Fastify pass the parent data (so Ajv can
      // coerce a root value); the wrapper forwards those arguments to the real function.
      if (validator) fn.schemaEnv = true;
      return fn;
    };
  }

  const ajv = AjvCompiler();
  const serializers = SerializerSelector();
  const factory = {
    buildValidator: (externalSchemas: unknown, options: unknown) =>
      lazy((ajv as any)(externalSchemas, options), true),
    buildSerializer: (externalSchemas: unknown, options: unknown) =>
      lazy((serializers as any)(externalSchemas, options), false),
  } as unknown as Required<CompilersFactory>;
  return {
    ...factory,
    /** Compiles every route function not compiled yet (throws as Fastify's start would). */
    compileAll() {
      for (const build of [...pending]) build();
    },
  };
}
