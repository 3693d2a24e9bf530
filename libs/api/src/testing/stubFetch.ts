/** A stub answer: a status and a JSON body. */
export interface StubResponse {
  status?: number;
  body: unknown;
}

/** Keyed by "METHOD /path" (the path after /api), e.g. "POST /auth/login". */
export type StubRoutes = Record<
  string,
  StubResponse | ((request: Request) => StubResponse | Promise<StubResponse>)
>;

/** The envelope of a success: `{ success: true, message, data }`. */
export const ok = (data: unknown, message = 'OK'): StubResponse => ({
  body: { success: true, message, data },
});

/** The envelope of a failure, with field errors for a 422. */
export const fail = (status: number, message: string, errors?: Record<string, string[]>): StubResponse => ({
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

function keyOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
}

/** A "loading" answer: the request never settles. */
export const pending = (): Promise<StubResponse> => new Promise<StubResponse>(() => undefined);

/**
 * A stub fetch answering from `stubs`; unknown calls answer 404 and are recorded like the rest.
 * `calls()` lists the calls made as "METHOD /path"; `bodyOf(key)` is the JSON body of the first
 * call to that key (undefined when there was none). Free of vitest, so stories can use it too.
 */
export function stubFetch(stubs: StubRoutes = {}) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = toRequest(input, init);
    requests.push(request.clone());
    const key = keyOf(request);
    const stub = stubs[key];
    const answer =
      typeof stub === 'function' ? await stub(request.clone()) : (stub ?? fail(404, `No stub for ${key}`));
    return jsonResponse(answer.status ?? 200, answer.body);
  };

  const calls = () => requests.map(keyOf);
  const bodyOf = async (key: string) => {
    const request = requests.find((r) => keyOf(r) === key);
    return request ? request.clone().json() : undefined;
  };
  return { fetch, calls, bodyOf };
}
