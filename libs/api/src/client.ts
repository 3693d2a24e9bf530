import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError, apiErrorFromBody, NO_RESPONSE } from './errors';
import { tokenStore } from './token';

export type ApiClient = Client<paths>;

export interface CreateApiClientOptions {
  /** Where the API lives, e.g. "/api" (same origin) or "http://localhost:3000/api". */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /**
   * Called on any 401 or 403 after the stored token was cleared (docs/security.md#route-guards: "logs the
   * user out").
   */
  onUnauthorized?: (error: ApiError) => void;
  token?: { get(): string | null; clear(): void };
}

/**
 * The typed client of the contract. Two middlewares: the bearer token, and errors: every
 * non-2xx answer (and a network failure) is thrown as an ApiError carrying the message to show.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const token = options.token ?? tokenStore;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const auth: Middleware = {
    onRequest({ request }) {
      const value = token.get();
      if (value) request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
  };

  const errors: Middleware = {
    async onResponse({ response }) {
      if (response.ok) return response;
      let body: unknown = null;
      try {
        body = await response.clone().json();
      } catch {
        body = null;
      }
      const error = apiErrorFromBody(response.status, body);
      if (error.isAuthFailure) {
        token.clear();
        options.onUnauthorized?.(error);
      }
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError(NO_RESPONSE, null);
    },
  };

  client.use(auth, errors);
  return client;
}
