import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider, byId, byUuid, useQuery } from './hooks';
import { fail, ok, stubFetch, type StubRoutes } from './testing';

function renderRead<T>(hook: () => T, stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), ...stub };
}

const uuid = '9b2f7a7e-3d1c-4f6a-9d1e-2c9a8f1b0c11';

describe('useQuery', () => {
  it('reads the envelope data of the contract path, the parameters filled in', async () => {
    const balance = { total_bonus: 10, total_withdrawals: 0, total_wallet_payments: 0, wallet_balance: 10 };
    const read = renderRead(() => useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)), {
      'GET /bonuses/{uuid}/wallet-balance': ok(balance),
    });
    await waitFor(() => expect(read.result.current.data).toEqual(balance));
  });

  it('waits while the uuid or id is unknown (no call)', async () => {
    const read = renderRead(
      () => ({
        wallet: useQuery('/bonuses/{uuid}/wallet-balance', byUuid(null)),
        rank: useQuery('/ranks/current-rank-badge/{id}', byId(null)),
      }),
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read.calls()).toEqual([]);
    expect(read.result.current.wallet.data).toBeUndefined();
  });

  it('sends the query and path parameters (the page of the history, the target package of the upgrade price)', async () => {
    const read = renderRead(
      () => ({
        history: useQuery('/withdrawals/{uuid}/user-history', {
          params: { path: { uuid }, query: { page: 2, per_page: 10 } },
        }),
        price: useQuery('/users/{id}/package-difference', byId(4)),
      }),
      {
        'GET /withdrawals/{uuid}/user-history': (request) =>
          ok({
            current_page: Number(new URL(request.url).searchParams.get('page')),
            last_page: 2,
            per_page: 10,
            total: 11,
            data: [],
          }),
        'GET /users/{id}/package-difference': ok({ package_name: 'Gold', package_difference: 70000 }),
      },
    );
    await waitFor(() => expect(read.result.current.history.data?.current_page).toBe(2));
    await waitFor(() => expect(read.result.current.price.data?.package_difference).toBe(70000));
  });

  it('a not-implemented read (501) is an error with the server message', async () => {
    const read = renderRead(() => useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)), {
      'GET /bonuses/{uuid}/wallet-balance': fail(501, 'Not implemented yet'),
    });
    await waitFor(() => expect(read.result.current.error?.message).toBe('Not implemented yet'));
  });
});
