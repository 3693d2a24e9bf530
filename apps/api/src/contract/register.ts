import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import secureJson from 'secure-json-parse';
import { boundRequestIntegers, type Access, type Contract, type ContractOperation } from './contract';
import type { Auth, HandlerMap } from './handlers';
import { hasNul, nulField, nulReason } from './validation';
import { AppError, forbidden, invalid, unauthorized } from '../lib/errors';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The exact bytes of a webhook's body (its signature covers them). */
    rawBody?: Buffer;
  }
  interface FastifyContextConfig {
    operationId?: string;
    access?: Access;
  }
}

export interface RegisterContractOptions {
  contract: Contract;
  handlers: HandlerMap;
  /** Resolves a bearer token to the signed-in account, or null. */
  authenticate(token: string): Promise<Auth | null>;
  /**
   * The account of a bearer token when this server already knows it (its read cache), with no
   * query; undefined: ask authenticate(). Optional: without it every request calls authenticate().
   */
  cachedSession?(token: string): Auth | undefined;
  /** The multipart limits of the operations that take multipart/form-data (lib/multipart). */
  multipart?: FastifyMultipartOptions;
  responseValidation: boolean;
  /** Rate limit (per IP and route, per minute) for the public auth operations. */
  authRateLimitMax: number;
  /**
   * Checks a webhook's signature over the raw body before anything parses it; false answers
   * 401 and the handler never runs. Without it every webhook is refused.
   */
  verifyWebhook?(operationId: string, rawBody: Buffer, headers: FastifyRequest['headers']): boolean;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The first query parameter whose percent-encoding is not UTF-8 text, or null. */
function undecodableQueryField(url: string): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  for (const pair of url.slice(at + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=');
    try {
      decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return name;
    }
  }
  return null;
}

const MEMBER_ONLY = 'This action is for members only.';
const ADMIN_ONLY = 'This action needs an administrator.';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** What an administrator who must first choose a password may do (docs/security.md#production-defaults). */
const BEFORE_PASSWORD_CHANGE = new Set([
  'getAuthAdmin',
  'logout',
  'sendChangePasswordCode',
  'changePassword',
  'toggleAdminTwoFactor',
]);
const CHANGE_PASSWORD_FIRST = 'Choose a new password before you continue.';

/**
 * The route's access check, before anything else of the route runs (docs/security.md#access-rules):
 * 401 without a live session, 403 for the wrong kind of account. A callback hook, so a session the
 * read cache holds (`cachedSession`) is admitted at once, with no promise; any other token is
 * resolved by `authenticate`.
 */
export function accessHook(
  access: Access,
  authenticate: RegisterContractOptions['authenticate'],
  operationId = '',
  cachedSession?: RegisterContractOptions['cachedSession'],
): onRequestHookHandler {
  if (access === 'public' || access === 'webhook')
    return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      req.auth = null;
      done();
    };
  const mayRun = !BEFORE_PASSWORD_CHANGE.has(operationId);
  const admit = (req: FastifyRequest, auth: Auth | null, done: HookHandlerDoneFunction) => {
    if (!auth) return done(unauthorized());
    if (access === 'member' && auth.type !== 'user') return done(forbidden(MEMBER_ONLY));
    if (access === 'admin' && auth.type !== 'admin') return done(forbidden(ADMIN_ONLY));
    if (auth.passwordChangeRequired && mayRun) return done(forbidden(CHANGE_PASSWORD_FIRST));
    req.auth = auth;
    done();
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    req.auth = null;
    const token = bearer(req);
    if (token === null) return done(unauthorized());
    const known = cachedSession?.(token);
    if (known !== undefined) return admit(req, known, done);
    authenticate(token).then((auth) => admit(req, auth, done), done);
  };
}

/**
 * Every /auth route is rate limited per minute: public ones per IP; signed-in ones per
 * session token (so members behind one office IP do not share a budget). Reads of the
 * current account happen on every page load and get thirty times the budget.
 */
function authRateLimit(op: ContractOperation, max: number) {
  return {
    max: op.method === 'GET' ? max * 30 : max,
    timeWindow: 60_000,
    ...(op.access === 'public'
      ? {}
      : { keyGenerator: (req: FastifyRequest) => (bearer(req) ? `token:${bearer(req)}` : `ip:${req.ip}`) }),
  };
}

function notImplemented(op: ContractOperation) {
  return {
    success: false,
    message: `Not implemented: ${op.operationId} (${op.method} ${op.path}) has no handler on this server.`,
  };
}

/** Routes every operation of the contract under /api; operations without a handler answer 501. */
export async function registerContract(
  app: FastifyInstance,
  options: RegisterContractOptions,
): Promise<void> {
  const { contract, handlers } = options;
  // Requests are validated with whole numbers bounded to 32 bits unless a schema says int64
  // (contract.ts, boundRequestIntegers); answers are checked against the contract as written.
  for (const schema of contract.schemas) app.addSchema(boundRequestIntegers(schema));

  let ajv: Ajv | null = null;
  if (options.responseValidation) {
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const schema of contract.schemas) ajv.addSchema(schema);
  }

  app.decorateRequest('auth', null);

  await app.register(
    async (api) => {
      // JSON bodies: webhooks keep their raw bytes (the signature is checked on them before
      // parsing); every body is parsed refusing `__proto__` and `constructor.prototype` keys.
      const webhookOps = contract.operations.filter((op) => op.access === 'webhook');
      api.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1_048_576 },
        (req, body, done) => {
          const raw = body as Buffer;
          const operationId = req.routeOptions.config.operationId;
          const webhook = webhookOps.find((op) => op.operationId === operationId);
          if (webhook) {
            if (!options.verifyWebhook?.(webhook.operationId, raw, req.headers)) {
              done(unauthorized('Invalid signature.'), undefined);
              return;
            }
            req.rawBody = raw;
          }
          if (raw.length === 0) {
            done(null, undefined);
            return;
          }
          let text: string;
          try {
            text = strictUtf8.decode(raw);
          } catch {
            const message = 'The request body is not valid UTF-8 text.';
            done(new AppError(422, message, { body: [message] }), undefined);
            return;
          }
          try {
            done(
              null,
              secureJson.parse(text, undefined, {
                protoAction: 'error',
                constructorAction: 'error',
              }) as unknown,
            );
          } catch (parseError) {
            if (String((parseError as Error).message).includes('forbidden prototype property')) {
              const message = 'The request body may not contain a __proto__ or constructor.prototype field.';
              done(new AppError(422, message, { body: [message] }), undefined);
              return;
            }
            const error = new Error('Body is not valid JSON') as Error & {
              statusCode: number;
              code: string;
            };
            error.statusCode = 400;
            error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
            done(error, undefined);
          }
        },
      );
      const route = (scope: FastifyInstance, op: ContractOperation) => {
        const handler = handlers[op.operationId as keyof HandlerMap] as
          ((ctx: unknown) => Promise<{ message: string; data: unknown; success?: boolean }>) | undefined;
        // Compiled on the first answer with that status, as the route's own functions are.
        const validators = new Map<number, ValidateFunction>();
        const validatorFor = (status: number) => {
          const schema = ajv ? op.responses[status] : undefined;
          if (!schema) return undefined;
          let validate = validators.get(status);
          if (!validate) validators.set(status, (validate = ajv!.compile(schema)));
          return validate;
        };

        // The hooks are callback hooks: each runs on every request of the route, and an async one
        // costs a promise and a turn of the microtask queue even when it has nothing to wait for.
        scope.route({
          method: op.method,
          url: op.url,
          schema: {
            operationId: op.operationId,
            ...(op.params ? { params: boundRequestIntegers(op.params) } : {}),
            ...(op.querystring ? { querystring: boundRequestIntegers(op.querystring) } : {}),
            ...(op.body && !op.multipart ? { body: boundRequestIntegers(op.body) } : {}),
            response: op.responses,
          },
          config: {
            operationId: op.operationId,
            access: op.access,
            ...(op.path.startsWith('/auth/')
              ? { rateLimit: authRateLimit(op, options.authRateLimitMax) }
              : {}),
          },
          // Public operations and webhooks need no session (req.auth stays null).
          ...(op.access === 'public' || op.access === 'webhook'
            ? {}
            : {
                onRequest: accessHook(op.access, options.authenticate, op.operationId, options.cachedSession),
              }),
          // No text may carry a NUL character (PostgreSQL cannot store it): 422 on its field.
          preValidation: (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
            const field = undecodableQueryField(req.url);
            if (field !== null)
              return done(invalid(field, `The ${field.replace(/_/g, ' ')} is not valid UTF-8 text.`));
            for (const value of [req.params, req.query, req.body]) {
              if (!hasNul(value)) continue;
              const field = nulField(value);
              if (field !== null) return done(invalid(field, nulReason(field)));
            }
            done();
          },
          ...(ajv
            ? {
                preSerialization: (
                  req: FastifyRequest,
                  reply: FastifyReply,
                  payload: unknown,
                  done: (error: Error | null, payload?: unknown) => void,
                ) => {
                  const validate = validatorFor(reply.statusCode);
                  if (validate && !validate(payload)) {
                    req.log.error(
                      { operationId: op.operationId, errors: validate.errors },
                      'answer does not match the contract',
                    );
                    return done(
                      new Error(
                        `The answer of ${op.operationId} does not match the contract: ${ajv!.errorsText(validate.errors)}`,
                      ),
                    );
                  }
                  done(null, payload);
                },
              }
            : {}),
          handler: async (req, reply) => {
            if (!handler) {
              reply.code(501);
              return notImplemented(op);
            }
            const result = await handler({
              req,
              reply,
              body: req.body,
              params: req.params,
              query: req.query,
              auth: req.auth,
            });
            return { success: result.success ?? true, message: result.message, data: result.data ?? null };
          },
        });
      };

      for (const op of contract.operations) if (!op.multipart) route(api, op);
      // multipart/form-data is read by @fastify/multipart only where an operation takes it: the
      // plugin adds an onRequest and an onResponse hook (for temporary files, which nothing here
      // saves) to every route of its scope. Elsewhere such a body is accepted unread, as the plugin
      // did (app.ts).
      await api.register(async (uploads) => {
        uploads.removeContentTypeParser('multipart/form-data');
        await uploads.register((await import('@fastify/multipart')).default, options.multipart ?? {});
        for (const op of contract.operations) if (op.multipart) route(uploads, op);
      });
    },
    { prefix: '/api' },
  );
}
