// Types read off the contract (generated/schema.d.ts): which operations exist, what each one takes
// and what its success answer holds. The hooks (hooks.tsx, mutation.ts) and the stub API of tests
// and stories (testing/stubFetch.ts) are typed by them, so a mistyped path does not compile.
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './generated/schema';

/** The HTTP methods the contract uses, as openapi-fetch spells them. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods that change something (useMutation). */
export type WriteMethod = Exclude<Method, 'get'>;

/** The contract's paths that have an operation for `M`, e.g. "/users/{uuid}/profile". */
export type PathOf<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/** Every path with a GET: what a read (useQuery) and a revalidation can name. */
export type ReadPath = PathOf<'get'>;

/** The operation object of `M path`. */
export type OperationOf<M extends Method, P extends PathOf<M>> = NonNullable<paths[P][M]>;

/** The request options of `M path` (params.path, params.query, body), as openapi-fetch takes them. */
export type InitOf<M extends Method, P extends PathOf<M>> = MaybeOptionalInit<paths[P], M>;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;

/** The JSON body of the operation's success (200): the `{ success, message, data }` envelope. */
export type AnswerOf<M extends Method, P extends PathOf<M>> =
  OperationOf<M, P> extends { responses: { 200: infer R } } ? JsonOf<R> : never;

/** The envelope's `data` of the operation's success. */
export type DataOf<M extends Method, P extends PathOf<M>> =
  AnswerOf<M, P> extends { data: infer D } ? D : never;

/** "GET /users/{uuid}/profile": one operation of the contract, path written as in the contract. */
export type OperationKey = {
  [M in Method]: { [P in PathOf<M>]: `${Uppercase<M>} ${P}` }[PathOf<M>];
}[Method];

/** The method and path of an operation key. */
export type MethodOfKey<K extends OperationKey> = K extends `${infer M} ${string}`
  ? Lowercase<M> & Method
  : never;
export type PathOfKey<K extends OperationKey> = K extends `${string} ${infer P}`
  ? P & PathOf<MethodOfKey<K>>
  : never;

/** The envelope's `data` of the success of an operation key. */
export type DataOfKey<K extends OperationKey> = DataOf<MethodOfKey<K>, PathOfKey<K>>;

/** A path with each `{param}` replaced by any text: "/users/{uuid}/profile" → `/users/${string}/profile`. */
export type ConcretePath<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${ConcretePath<Tail>}`
  : P;
