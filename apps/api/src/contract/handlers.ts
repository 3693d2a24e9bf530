import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@kola/api/schema';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;
type Part<T, Where extends 'path' | 'query'> = T extends { parameters: { [W in Where]?: infer P } }
  ? [P] extends [never]
    ? Record<string, never>
    : [P] extends [undefined]
      ? Record<string, never>
      : NonNullable<P>
  : Record<string, never>;
type OkData<T> = T extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } }
  ? D
  : never;

export interface Auth {
  type: 'user' | 'admin';
  /** users.id or admins.id */
  id: number;
  sessionId: number;
  /** A member's own uuid (members only): `{uuid}` routes compare it without a query. */
  uuid?: string;
  /**
   * An administrator who must choose their own password first (docs/security.md#production-defaults):
   * every operation but reading the account, changing the password and signing out answers 403.
   */
  passwordChangeRequired?: boolean;
}

export interface HandlerContext<K extends OperationId> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: JsonBody<Op<K>>;
  params: Part<Op<K>, 'path'>;
  query: Part<Op<K>, 'query'>;
  /** Set on every route whose access is not public; checked before the handler runs. */
  auth: Auth | null;
}

export interface HandlerResult<K extends OperationId> {
  message: string;
  data: OkData<Op<K>>;
  /** false for a 200 that reports a negative outcome (e.g. a payment not verified). */
  success?: boolean;
}

/** One function per operation: validated input in, the envelope's message and data out. */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<HandlerResult<K>>;

export type HandlerMap = { [K in OperationId]?: Handler<K> };

/** The auth of a route that is never public. */
export function signedIn(auth: Auth | null): Auth {
  if (!auth) throw new Error('A protected handler ran without auth');
  return auth;
}
