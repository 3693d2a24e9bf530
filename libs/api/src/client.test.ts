import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { TOKEN_STORAGE_KEY, tokenStore } from './token';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => localStorage.clear());

describe('createApiClient', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok123');
    const fetch = vi.fn(async (_req: RequestInfo | URL) =>
      json(200, { success: true, message: 'ok', data: null }),
    );
    const api = createApiClient({ baseUrl: 'http://x/api', fetch });
    await api.POST('/auth/logout');
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer tok123');
    expect(request.url).toBe('http://x/api/auth/logout');
  });

  it('sends no header without a token', async () => {
    const fetch = vi.fn(async (_req: RequestInfo | URL) =>
      json(200, { success: true, message: 'ok', data: null }),
    );
    await createApiClient({ baseUrl: 'http://x/api', fetch }).POST('/auth/logout');
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBeNull();
  });

  it.each([
    [
      422,
      { message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } },
      'The email field is required.',
    ],
    [422, { message: 'Invalid.' }, 'Invalid.'],
    [500, { message: 'Server is sad' }, 'Server is sad'],
    [500, {}, 'An error occurred'],
    [404, 'not json', 'An error occurred'],
  ])('a %s answer throws the message to show', async (status, body, message) => {
    const fetch = vi.fn(async () =>
      typeof body === 'string' ? new Response(body, { status }) : json(status, body),
    );
    const api = createApiClient({ baseUrl: 'http://x/api', fetch });
    const error = await api.POST('/auth/login', { body: { username: 'a', password: 'b' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('no response at all gives "Response not found"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ baseUrl: 'http://x/api', fetch });
    const error = await api.GET('/auth/user').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Response not found');
    expect(error.status).toBeNull();
  });

  it.each([401, 403])('a %s clears the token and reports the logout', async (status) => {
    tokenStore.set('tok');
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => json(status, { success: false, message: 'Unauthenticated.' }));
    const api = createApiClient({ baseUrl: 'http://x/api', fetch, onUnauthorized });
    await expect(api.GET('/auth/user')).rejects.toThrow('Unauthenticated.');
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
