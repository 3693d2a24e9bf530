import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import {
  arrivedEarlyRead,
  earlyRead,
  FRESH_MS,
  forgetEarlyReads,
  startEarlyReads,
  takeEarlyRead,
} from './earlyReads';
import { ApiError } from './errors';
import { ApiProvider, byUuid, useClearApiCache, useQuery } from './hooks';
import { fail, ok, pending, stubFetch, type StubRoutes } from './testing';

const uuid = '9b2f7a7e-3d1c-4f6a-9d1e-2c9a8f1b0c11';
const balance = { total_bonus: 10, total_withdrawals: 0, total_wallet_payments: 0, wallet_balance: 10 };

function setUp(stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  const renderRead = <T,>(hook: () => T) => renderHook(hook, { wrapper });
  return { ...stub, client, renderRead };
}

afterEach(() => {
  forgetEarlyReads();
  vi.useRealTimers();
});

describe('reads started early', () => {
  it('the page’s read takes the answer already in flight: one request, not two', async () => {
    const app = setUp({ 'GET /bonuses/{uuid}/wallet-balance': ok(balance) });
    startEarlyReads(app.client, [earlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid)!)]);
    // Sent now, before anything renders.
    await waitFor(() => expect(app.calls()).toEqual([`GET /bonuses/${uuid}/wallet-balance`]));

    const read = app.renderRead(() => useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)));
    await waitFor(() => expect(read.result.current.data).toEqual(balance));
    expect(app.calls()).toHaveLength(1);
  });

  it('a read that mounts after its answer arrived shows it in its first render; a revalidation asks the server', async () => {
    const app = setUp({ 'GET /bonuses/{uuid}/wallet-balance': ok(balance) });
    startEarlyReads(app.client, [earlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid)!)]);
    await waitFor(() =>
      expect(arrivedEarlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid))).toBeDefined(),
    );

    const read = app.renderRead(() => useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)));
    expect(read.result.current.data).toEqual(balance);
    expect(read.result.current.isLoading).toBe(false);
    // Taken on mount: nothing left for a later read, and no request on mount.
    await waitFor(() =>
      expect(arrivedEarlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid))).toBe(undefined),
    );
    expect(app.calls()).toHaveLength(1);

    await act(async () => {
      await read.result.current.mutate();
    });
    expect(app.calls()).toHaveLength(2);
    expect(read.result.current.data).toEqual(balance);
  });

  it('matches the parameters whatever the order of their keys, and only the same ones', async () => {
    const app = setUp({ 'GET /bonuses/{uuid}/earnings': ok({ total: 0, weeks: [] }) });
    startEarlyReads(app.client, [
      earlyRead('/bonuses/{uuid}/earnings', { params: { query: { weeks: 12 }, path: { uuid } } }),
    ]);
    expect(
      takeEarlyRead('/bonuses/{uuid}/earnings', { params: { path: { uuid }, query: { weeks: 8 } } }),
    ).toBe(undefined);
    const answer = takeEarlyRead('/bonuses/{uuid}/earnings', {
      params: { path: { uuid }, query: { weeks: 12 } },
    });
    await expect(answer).resolves.toEqual({ total: 0, weeks: [] });
    // Taken once: the next read asks the server.
    expect(
      takeEarlyRead('/bonuses/{uuid}/earnings', { params: { path: { uuid }, query: { weeks: 12 } } }),
    ).toBe(undefined);
  });

  it('an early read that failed reaches the page as the ApiError its read would have had', async () => {
    const app = setUp({ 'GET /bonuses/{uuid}/wallet-balance': fail(403, 'You may not read this.') });
    startEarlyReads(app.client, [earlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid)!)]);
    const read = app.renderRead(() => useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)));
    await waitFor(() => expect(read.result.current.error).toBeInstanceOf(ApiError));
    expect(read.result.current.error?.status).toBe(403);
    expect(app.calls()).toHaveLength(1);
  });

  it('an answer not taken within FRESH_MS is forgotten: the page asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = setUp({ 'GET /bonuses/{uuid}/wallet-balance': ok(balance) });
    startEarlyReads(app.client, [earlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid)!)]);
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    expect(takeEarlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid))).toBe(undefined);
  });

  it('a login or logout (useClearApiCache) forgets them, so no answer outlives its session', async () => {
    const app = setUp({ 'GET /bonuses/{uuid}/wallet-balance': pending });
    startEarlyReads(app.client, [earlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid)!)]);
    const clear = app.renderRead(() => useClearApiCache());
    await act(() => clear.result.current());
    expect(takeEarlyRead('/bonuses/{uuid}/wallet-balance', byUuid(uuid))).toBe(undefined);
  });
});
