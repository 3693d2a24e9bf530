import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider } from './hooks';
import { usePackageDifference, useRankBadge, useWalletBalance, useWithdrawalHistory } from './money';
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

describe('the money reads', () => {
  it('read the envelope data of the member path', async () => {
    const balance = { total_bonus: 10, total_withdrawals: 0, total_wallet_payments: 0, wallet_balance: 10 };
    const read = renderRead(() => useWalletBalance(uuid), {
      [`GET /bonuses/${uuid}/wallet-balance`]: ok(balance),
    });
    await waitFor(() => expect(read.result.current.data).toEqual(balance));
  });

  it('wait while the uuid or id is unknown (no call)', async () => {
    const read = renderRead(() => ({ wallet: useWalletBalance(null), rank: useRankBadge(null) }), {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read.calls()).toEqual([]);
    expect(read.result.current.wallet.data).toBeUndefined();
  });

  it('send the page of the history and the target package of the upgrade price', async () => {
    const read = renderRead(
      () => ({ history: useWithdrawalHistory(uuid, 2, 10), price: usePackageDifference(4) }),
      {
        [`GET /withdrawals/${uuid}/user-history`]: (request) =>
          ok({
            current_page: Number(new URL(request.url).searchParams.get('page')),
            last_page: 2,
            per_page: 10,
            total: 11,
            data: [],
          }),
        'GET /users/4/package-difference': ok({ package_name: 'Gold', package_difference: 70000 }),
      },
    );
    await waitFor(() => expect(read.result.current.history.data?.current_page).toBe(2));
    await waitFor(() => expect(read.result.current.price.data?.package_difference).toBe(70000));
  });

  it('a not-implemented read (501) is an error with the server message', async () => {
    const read = renderRead(() => useWalletBalance(uuid), {
      [`GET /bonuses/${uuid}/wallet-balance`]: fail(501, 'Not implemented yet'),
    });
    await waitFor(() => expect(read.result.current.error?.message).toBe('Not implemented yet'));
  });
});
