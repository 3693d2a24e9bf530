import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import secureJson from 'secure-json-parse';
import { boundRequestIntegers, type Access, type Contract, type ContractOperation } from './contract';
import type { Auth, HandlerMap } from './handlers';
import { nulField, nulReason } from './validation';
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

export function accessHook(
  access: Access,
  authenticate: RegisterContractOptions['authenticate'],
  operationId = '',
) {
  return async (req: FastifyRequest) => {
    req.auth = null;
    if (access === 'public' || access === 'webhook') return;
    const token = bearer(req);
    const auth = token ? await authenticate(token) : null;
    if (!auth) throw unauthorized();
    if (access === 'member' && auth.type !== 'user') throw forbidden(MEMBER_ONLY);
    if (access === 'admin' && auth.type !== 'admin') throw forbidden(ADMIN_ONLY);
    if (auth.passwordChangeRequired && !BEFORE_PASSWORD_CHANGE.has(operationId))
      throw forbidden(CHANGE_PASSWORD_FIRST);
    req.auth = auth;
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
      for (const op of contract.operations) {
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

        api.route({
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
          onRequest: accessHook(op.access, options.authenticate, op.operationId),
          // No text may carry a NUL character (PostgreSQL cannot store it): 422 on its field.
          preValidation: async (req: FastifyRequest) => {
            const field = undecodableQueryField(req.url);
            if (field !== null)
              throw invalid(field, `The ${field.replace(/_/g, ' ')} is not valid UTF-8 text.`);
            for (const value of [req.params, req.query, req.body]) {
              const field = nulField(value);
              if (field !== null) throw invalid(field, nulReason(field));
            }
          },
          preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            const validate = validatorFor(reply.statusCode);
            if (validate && !validate(payload)) {
              req.log.error(
                { operationId: op.operationId, errors: validate.errors },
                'answer does not match the contract',
              );
              throw new Error(
                `The answer of ${op.operationId} does not match the contract: ${ajv!.errorsText(validate.errors)}`,
              );
            }
            return payload;
          },
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
      }
    },
    { prefix: '/api' },
  );
}
