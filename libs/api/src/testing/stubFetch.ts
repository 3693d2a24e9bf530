import type { ConcretePath, DataOfKey, OperationKey } from '../contract';

/**
 * A stub answer: a status and a JSON body. `T` is the envelope data the answer carries (ok() sets
 * it), so an answer can be checked against the operation it stands for.
 */
export interface StubResponse<T = unknown> {
  status?: number;
  body: unknown;
  /** Type only: the data of `ok(data)`. */
  readonly __data?: T;
}

/** What a stub may answer for `data`: the same shape, any field left out (tests need only some). */
export type StubData<T> = T extends readonly (infer E)[]
  ? readonly StubData<E>[]
  : T extends object
    ? { [K in keyof T]?: StubData<T[K]> }
    : T;

/** A fixed answer, or a function of the request (sync or async). */
export type StubAnswer<T = unknown> =
  | StubResponse<StubData<T>>
  | ((request: Request) => StubResponse<StubData<T>> | Promise<StubResponse<StubData<T>>>);

/**
 * The stubbed API of a test or story: answers by operation, keyed "METHOD /path" with the path
 * written as in the contract ("GET /users/{uuid}/profile" answers every uuid) and typed by it: a
 * path or method the contract lacks does not compile, and `ok(data)` must fit the operation's data.
 * A key with its parameters filled in ("GET /ranks/current-rank-badge/2": only that URL) is checked
 * against the contract's paths too, but not its answer.
 */
export type ContractRoutes = {
  [K in OperationKey]?: StubAnswer<DataOfKey<K>>;
} & {
  [K in ConcreteKey<OperationKey>]?: StubAnswer;
};

/**
 * What a stub fetch takes: contract routes, or (for a key computed from a value, such as
 * `PUT /users/${uuid}/toggle-2fa`, which TypeScript sees as any string) routes that answer with
 * functions only. A mistyped key with a fixed answer (ok(...), fail(...)) never compiles; the
 * contract's keys stay typed either way.
 */
export type StubRoutes = ContractRoutes | (ContractRoutes & { [key: string]: StubAnswerFunction });

type StubAnswerFunction = (request: Request) => StubResponse | Promise<StubResponse>;

/** A call as calls() lists it or bodyOf() finds it: an operation key, or its concrete URL. */
export type StubKey = OperationKey | ConcreteKey<OperationKey>;
/** The keys of the operations with path parameters, parameters filled in by any text. */
type ConcreteKey<K> = K extends `${infer M} ${infer P}`
  ? P extends `${string}{${string}`
    ? `${M} ${ConcretePath<P>}`
    : never
  : never;

/** The envelope of a success: `{ success: true, message, data }`. */
export const ok = <const T>(data: T, message = 'OK'): StubResponse<T> => ({
  body: { success: true, message, data },
});

/** The envelope of a failure, with field errors for a 422. */
export const fail = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): StubResponse<never> => ({
  status,
  body: errors ? { success: false, message, errors } : { success: false, message },
});

/** A JSON answer as the server sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(input, init);
}

/** "METHOD /path" of a request (the path after /api). */
function keyOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A key as a pattern: each `{param}` of the contract's path matches one path segment. */
function patternOf(key: string): RegExp {
  return new RegExp(
    `^${key
      .split(/\{[^}/]+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );
}

/** The answer for a concrete "METHOD /path": an exact key first (a key computed from a value), then the contract's path. */
function findStub(stubs: Record<string, unknown>, key: string): unknown {
  if (key in stubs) return stubs[key];
  const match = Object.keys(stubs).find(
    (candidate) => candidate.includes('{') && patternOf(candidate).test(key),
  );
  return match === undefined ? undefined : stubs[match];
}

const matches = (key: string, call: string) =>
  key === call || (key.includes('{') && patternOf(key).test(call));

/** A "loading" answer: the request never settles. */
export const pending = (): Promise<StubResponse<never>> => new Promise<StubResponse<never>>(() => undefined);

/**
 * A stub fetch answering from `stubs`; unknown calls answer 404 and are recorded like the rest.
 * `calls()` lists the calls made as concrete "METHOD /path"; `bodyOf(key)` is the JSON body of the
 * first call to that key (a contract path matches any of its URLs; undefined when there was
 * none). Free of vitest, so stories can use it too.
 */
export function stubFetch(stubs: StubRoutes = {}) {
  const routes = stubs as Record<string, StubAnswer | undefined>;
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toRequest(input, init);
    requests.push(request.clone());
    const key = keyOf(request);
    const stub = findStub(routes, key) as StubAnswer | undefined;
    const answer =
      typeof stub === 'function' ? await stub(request.clone()) : (stub ?? fail(404, `No stub for ${key}`));
    return jsonResponse(answer.status ?? 200, answer.body);
  };

  const calls = () => requests.map(keyOf);
  const bodyOf = async (key: StubKey) => {
    const request = requests.find((r) => matches(key, keyOf(r)));
    return request ? request.clone().json() : undefined;
  };
  return { fetch, calls, bodyOf };
}
