import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet's: CSP, HSTS, frame, sniffing, referrer, ...) on every answer,
 * computed once instead of on every request (docs/security.md#browser-headers).
 *
 * `@fastify/helmet` built helmet's middleware again for each request (re-reading the CSP
 * directives) in two async hooks; these headers depend only on the configuration, so each set
 * is computed when the server starts (the server-wide set) or when a route is added (a route's
 * own `helmet` options), and synchronous hooks copy it into the reply's headers: one for every
 * answer, and one more on the few routes with options of their own, which replaces the set. Only a route that asks for
 * CSP nonces (`enableCSPNonces`: the sandbox checkout pages) builds its policy per request, with
 * fresh nonces in `reply.cspNonce`.
 */
export type RouteHelmetOptions = HelmetOptions & {
  /** A fresh nonce for one inline script and one inline style per answer (`reply.cspNonce`). */
  enableCSPNonces?: boolean;
};

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's headers: the server's options with these on top, or `false` for none. */
    helmet?: RouteHelmetOptions | false;
  }
  interface FastifyReply {
    /** Set on routes with `enableCSPNonces`, for the page's inline `<script>` and `<style>`. */
    cspNonce: { script: string; style: string };
  }
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** A route's headers: fixed, or built per request around fresh nonces. */
type SecurityHeaders = { fixed: HeaderList } | { withNonces: HelmetOptions };

/** The headers helmet's middleware sets for `options`, in its order. */
export function headersOf(options: HelmetOptions): HeaderList {
  const set = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader(name: string) {
      set.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...set];
}

/** The server's options with a route's on top (as `@fastify/helmet` merged them). */
// HelmetOptions is a union of every pairing of helmet's alternative names (hsts or
// strictTransportSecurity, ...): spreading it directly makes the compiler build their product,
// which took it 35 s. The options are merged as plain records.
type Options = Record<string, unknown>;

function merged(server: HelmetOptions, route: RouteHelmetOptions): HelmetOptions {
  const own: Options = { ...(route as Options) };
  delete own['enableCSPNonces'];
  return { ...(server as Options), ...own } as HelmetOptions;
}

function withNonces(options: HelmetOptions, nonce: { script: string; style: string }): HelmetOptions {
  const csp = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const directives = { ...(csp.directives ?? helmet.contentSecurityPolicy.getDefaultDirectives()) };
  const add = (key: string, value: string) => {
    const current = directives[key];
    directives[key] = [...(current && typeof current !== 'symbol' ? current : []), value];
  };
  add('scriptSrc', `'nonce-${nonce.script}'`);
  add('styleSrc', `'nonce-${nonce.style}'`);
  return { ...(options as Options), contentSecurityPolicy: { ...csp, directives } } as HelmetOptions;
}

/**
 * A set as the reply's own headers (Fastify's header object, names in lower case as Fastify
 * writes its own). Not `reply.raw.setHeader`: a header set on Node's response makes Node take
 * its slow path for every header of the answer (a dictionary of [name, value] pairs, each name
 * lowered and looked up, Fastify's headers merged into it one setHeader at a time), which cost
 * a wallet read more than everything it does itself.
 */
function replyHeaders(list: HeaderList): HeaderList {
  return list.map(([name, value]) => [name.toLowerCase(), value] as const);
}

/**
 * The set for JSON answers under a path prefix (the API): what a browser needs of an answer that
 * is never a document (docs/security.md#browser-headers). Every header of the checks
 * (HSTS, a content security policy with `object-src 'none'`, `base-uri 'none'` and
 * `frame-ancestors`, `nosniff`, a referrer policy) and the framing and cross-origin read refusals,
 * without what only a document uses (its script, style and image sources, the opener and agent
 * cluster policies, Internet Explorer's and Flash's headers).
 */
export function apiHeaderOptions(server: HelmetOptions): HelmetOptions {
  const { strictTransportSecurity, hsts } = server as Options;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: strictTransportSecurity ?? hsts ?? true,
    xContentTypeOptions: true,
    referrerPolicy: true,
    crossOriginResourcePolicy: true,
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as HelmetOptions;
}

/** The plugin's options: helmet's for every answer, and optionally a smaller set under a prefix. */
export type SecurityHeadersOptions = HelmetOptions & {
  /**
   * Answers whose URL starts with `prefix` get `apiHeaderOptions(options)` instead, except those
   * under one of `documents` (pages served there, such as the API's interactive docs).
   */
  api?: { prefix: string; documents?: readonly string[] };
};

async function securityHeadersPlugin(app: FastifyInstance, pluginOptions: SecurityHeadersOptions) {
  const { api, ...rest } = pluginOptions as SecurityHeadersOptions & Options;
  const options = rest as HelmetOptions;
  const serverWide = replyHeaders(headersOf(options));
  const apiSet = api ? replyHeaders(headersOf(apiHeaderOptions(options))) : serverWide;
  const prefix = api?.prefix;
  const documents = api?.documents ?? [];
  const isApi = (url: string) =>
    prefix !== undefined && url.startsWith(prefix) && !documents.some((page) => url.startsWith(page));
  app.decorateReply('cspNonce', null as unknown as { script: string; style: string });

  // Every answer gets its set first (a 404 too), in one synchronous hook that reads nothing of
  // the request but its URL.
  app.addHook('onRequest', (req, reply, done) => {
    const set = isApi(req.url) ? apiSet : serverWide;
    for (const [name, value] of set) reply.header(name, value);
    done();
  });

  // A route with its own options puts its set in place of the one above, in an onRequest hook of
  // its own that runs before any other of the route (a rate limit's 429 carries them too). Its
  // options are laid over the server's (documents') options, wherever the route is.
  const anyName = [...new Set([...serverWide, ...apiSet].map(([name]) => name))];
  app.addHook('onRoute', (route) => {
    const own = route.helmet;
    if (own === undefined) return;
    const headers: SecurityHeaders =
      own === false
        ? { fixed: [] }
        : own.enableCSPNonces
          ? { withNonces: merged(options, own) }
          : { fixed: replyHeaders(headersOf(merged(options, own))) };
    const names = new Set(
      ('fixed' in headers ? headers.fixed : replyHeaders(headersOf(headers.withNonces))).map(([n]) => n),
    );
    const dropped = anyName.filter((name) => !names.has(name));
    const replace: onRequestHookHandler = (_req, reply, done) => {
      for (const name of dropped) reply.removeHeader(name);
      if ('fixed' in headers) {
        for (const [name, value] of headers.fixed) reply.header(name, value);
      } else {
        const nonce = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
        reply.cspNonce = nonce;
        for (const [name, value] of headersOf(withNonces(headers.withNonces, nonce)))
          reply.header(name, value);
      }
      done();
    };
    const hooks = route.onRequest;
    route.onRequest = [replace, ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks])];
  });
}

/** Registered like `@fastify/helmet`, with helmet's options. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'kola-security-headers', fastify: '5.x' });
