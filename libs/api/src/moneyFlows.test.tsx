import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider, byUuid, useAuthUser, useQuery } from './hooks';
import {
  useBankDetails,
  useClaimIncentive,
  useInviteFriend,
  usePayment,
  usePayWithWallet,
  useRequestWithdrawal,
} from './moneyFlows';
import { fail, ok, stubFetch, type StubRoutes } from './testing';

afterEach(() => localStorage.clear());

const uuid = '9b2f7a7e-3d1c-4f6a-9d1e-2c9a8f1b0c11';

/** Renders a hook inside the API client and an empty SWR cache, against a stub fetch. */
function renderFlow<T>(hook: () => T, stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  const count = (key: string) => stub.calls().filter((call) => call === key).length;
  return { ...renderHook(hook, { wrapper }), ...stub, count };
}

const wallet = (balance: number) => ({
  total_bonus: 5000,
  total_withdrawals: 5000 - balance,
  total_wallet_payments: 0,
  wallet_balance: balance,
});

const verified = (status: 'approved' | 'pending' | 'failed') => ({
  reference: 'kp_1',
  status,
  amount: 70000,
  txn_source: 'package_payment',
  paid_at: status === 'approved' ? '2026-01-01T10:00:00.000Z' : null,
});

describe('usePayment', () => {
  const registration = { amount: 70000, txn_source: 'package_payment', is_upgrade: 0 } as const;

  it('initiate sends the payload and resolves with the checkout page and reference', async () => {
    const flow = renderFlow(() => usePayment(), {
      'POST /payments/initiate': ok({
        authorization_url: 'http://localhost/api/sandbox/checkout/kp_1',
        reference: 'kp_1',
        access_code: null,
      }),
    });
    let checkout: unknown;
    await act(async () => {
      checkout = await flow.result.current.initiate(registration);
    });
    expect(checkout).toEqual({
      authorizationUrl: 'http://localhost/api/sandbox/checkout/kp_1',
      reference: 'kp_1',
    });
    expect(await flow.bodyOf('POST /payments/initiate')).toEqual(registration);
    expect(flow.result.current.initiating).toBe(false);
  });

  it('a refused initiation resolves null with the server message', async () => {
    const flow = renderFlow(() => usePayment(), {
      'POST /payments/initiate': fail(409, 'Your registration is already paid.'),
    });
    let checkout: unknown = 'unset';
    await act(async () => {
      checkout = await flow.result.current.initiate(registration);
    });
    expect(checkout).toBeNull();
    expect(flow.result.current.error).toBe('Your registration is already paid.');
  });

  it('an approved verification resolves approved and reloads the member and the wallet first', async () => {
    let paid = false;
    const flow = renderFlow(
      () => ({
        payment: usePayment(),
        user: useAuthUser(),
        wallet: useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)),
      }),
      {
        'GET /auth/user': () => ok({ uuid, payment: paid ? 'approved' : 'pending' }),
        'GET /bonuses/{uuid}/wallet-balance': () => ok(wallet(paid ? 1400 : 0)),
        'POST /payments/verify': () => {
          paid = true;
          return {
            body: { success: true, message: 'Payment Verified successfully', data: verified('approved') },
          };
        },
      },
    );
    await waitFor(() => expect(flow.result.current.user.data).toBeDefined());
    await waitFor(() => expect(flow.result.current.wallet.data).toBeDefined());
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.payment.verify('kp_1');
    });
    expect(answer).toEqual({
      approved: true,
      message: 'Payment Verified successfully',
      payment: verified('approved'),
    });
    expect(await flow.bodyOf('POST /payments/verify')).toEqual({ reference: 'kp_1' });
    expect(flow.count('GET /auth/user')).toBe(2);
    expect(flow.result.current.user.data).toMatchObject({ payment: 'approved' });
    expect(flow.result.current.wallet.data?.wallet_balance).toBe(1400);
  });

  it('success false (200) resolves not approved with the contract message and reloads nothing', async () => {
    const flow = renderFlow(() => ({ payment: usePayment(), user: useAuthUser() }), {
      'GET /auth/user': ok({ uuid }),
      'POST /payments/verify': {
        body: { success: false, message: 'Unable to verify payment', data: verified('pending') },
      },
    });
    await waitFor(() => expect(flow.result.current.user.data).toBeDefined());
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.payment.verify('kp_1');
    });
    expect(answer).toEqual({
      approved: false,
      message: 'Unable to verify payment',
      payment: verified('pending'),
    });
    expect(flow.count('GET /auth/user')).toBe(1);
    expect(flow.result.current.payment.error).toBeNull();
  });

  it('a failed verify call counts as not verified and keeps the message', async () => {
    const flow = renderFlow(() => usePayment(), {
      'POST /payments/verify': fail(404, 'Payment not found.'),
    });
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.verify('kp_x');
    });
    expect(answer).toEqual({ approved: false, message: 'Payment not found.', payment: null });
    expect(flow.result.current.error).toBe('Payment not found.');
    expect(flow.result.current.verifying).toBe(false);
  });
});

describe('usePayWithWallet', () => {
  it('pays the upgrade from the wallet and reloads the wallet', async () => {
    let balance = 200000;
    const body = {
      amount: 70000,
      txn_source: 'package_payment',
      is_upgrade: 1,
      meta_data: { package_id: 4 },
    } as const;
    const flow = renderFlow(
      () => ({ pay: usePayWithWallet(), wallet: useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)) }),
      {
        'GET /bonuses/{uuid}/wallet-balance': () => ok(wallet(balance)),
        'PATCH /withdrawals/pay-with-wallet': () => {
          balance -= 70000;
          return ok({ reference: 'kw_1', amount: 70000, wallet_balance: balance }, 'Payment successful');
        },
      },
    );
    await waitFor(() => expect(flow.result.current.wallet.data?.wallet_balance).toBe(200000));
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.pay.pay(body);
    });
    expect(answer).toEqual({
      message: 'Payment successful',
      payment: { reference: 'kw_1', amount: 70000, wallet_balance: 130000 },
    });
    expect(await flow.bodyOf('PATCH /withdrawals/pay-with-wallet')).toEqual(body);
    expect(flow.result.current.wallet.data?.wallet_balance).toBe(130000);
  });

  it('a short balance (422) resolves null with the message', async () => {
    const flow = renderFlow(() => usePayWithWallet(), {
      'PATCH /withdrawals/pay-with-wallet': fail(422, 'Invalid.', {
        amount: ['Your wallet balance is too low for this payment.'],
      }),
    });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await flow.result.current.pay({ amount: 1, txn_source: 'package_payment', is_upgrade: 1 });
    });
    expect(answer).toBeNull();
    expect(flow.result.current.error).toBe('Your wallet balance is too low for this payment.');
    expect(flow.result.current.paying).toBe(false);
  });
});

describe('useRequestWithdrawal', () => {
  const pendingRow = {
    id: 7,
    amount: 2000,
    fee: 30,
    payout_amount: 1970,
    status: 'pending',
    txn_status: null,
    withdrawal_type: 'manual',
    created_at: '2026-01-02T10:00:00.000Z',
  } as const;

  it('requests the amount, then the pending row and the new balance are read again', async () => {
    let requested = false;
    const flow = renderFlow(
      () => ({
        request: useRequestWithdrawal(uuid),
        history: useQuery('/withdrawals/{uuid}/user-history', byUuid(uuid)),
        pending: useQuery('/withdrawals/{uuid}/pending', byUuid(uuid)),
        wallet: useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)),
      }),
      {
        'GET /withdrawals/{uuid}/user-history': () =>
          ok({
            current_page: 1,
            last_page: 1,
            per_page: 20,
            total: requested ? 1 : 0,
            data: requested ? [{ ...pendingRow, uuid, username: 'ada' }] : [],
          }),
        'GET /withdrawals/{uuid}/pending': () => ok(requested ? [pendingRow] : []),
        'GET /bonuses/{uuid}/wallet-balance': () => ok(wallet(requested ? 800 : 2800)),
        'POST /withdrawals/{uuid}/initiate': () => {
          requested = true;
          return ok(pendingRow, 'Withdrawal Request successful');
        },
      },
    );
    await waitFor(() => expect(flow.result.current.history.data?.total).toBe(0));
    await waitFor(() => expect(flow.result.current.pending.data).toEqual([]));
    await waitFor(() => expect(flow.result.current.wallet.data).toBeDefined());
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.request.request({ amount: 2000 });
    });
    expect(answer).toEqual({ message: 'Withdrawal Request successful', withdrawal: pendingRow });
    expect(await flow.bodyOf(`POST /withdrawals/${uuid}/initiate`)).toEqual({ amount: 2000 });
    expect(flow.result.current.history.data?.data[0]?.status).toBe('pending');
    expect(flow.result.current.pending.data).toHaveLength(1);
    expect(flow.result.current.wallet.data?.wallet_balance).toBe(800);
  });

  it('a second pending request (409) resolves null with the message', async () => {
    const flow = renderFlow(() => useRequestWithdrawal(uuid), {
      'POST /withdrawals/{uuid}/initiate': fail(
        409,
        'You already have a pending withdrawal. Please wait until it is processed.',
      ),
    });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await flow.result.current.request({ amount: 2000 });
    });
    expect(answer).toBeNull();
    expect(flow.result.current.error).toBe(
      'You already have a pending withdrawal. Please wait until it is processed.',
    );
  });
});

describe('useBankDetails', () => {
  const bank = { bank_name: 'Access Bank', bank_code: '044', account_number: '0123456789' };

  it('resolves the account holder name with the provider', async () => {
    const flow = renderFlow(() => useBankDetails(uuid), {
      'POST /payments/verify-bank-details': ok({
        bank_code: '044',
        accountName: 'ADA OKAFOR',
        account_number: '0123456789',
      }),
    });
    await expect(flow.result.current.resolveAccountName(bank)).resolves.toBe('ADA OKAFOR');
    expect(await flow.bodyOf('POST /payments/verify-bank-details')).toEqual(bank);
  });

  it('an account that does not resolve rejects with the message to show', async () => {
    const flow = renderFlow(() => useBankDetails(uuid), {
      'POST /payments/verify-bank-details': fail(422, 'Invalid.', {
        account_number: ['The account could not be verified. Check the account number and the bank.'],
      }),
    });
    await expect(flow.result.current.resolveAccountName(bank)).rejects.toThrow(
      'The account could not be verified. Check the account number and the bank.',
    );
  });

  it('update sends the details, resolves with the message and reloads the profile', async () => {
    let saved = false;
    const details = {
      bank_name: 'Access Bank',
      bank_code: '044',
      bank_account_number: '0123456789',
      bank_account_name: 'ADA OKAFOR',
    };
    const flow = renderFlow(
      () => ({ bank: useBankDetails(uuid), profile: useQuery('/users/{uuid}/profile', byUuid(uuid)) }),
      {
        'GET /users/{uuid}/profile': () =>
          ok({ bank_account_number: saved ? '0123456789' : null, bank_editable: true }),
        'PUT /users/{uuid}/update-bank-details': () => {
          saved = true;
          return ok({}, 'Bank details updated successfully');
        },
      },
    );
    await waitFor(() => expect(flow.result.current.profile.data).toBeDefined());
    let message: unknown;
    await act(async () => {
      message = await flow.result.current.bank.update(details);
    });
    expect(message).toBe('Bank details updated successfully');
    expect(await flow.bodyOf(`PUT /users/${uuid}/update-bank-details`)).toEqual(details);
    expect(flow.result.current.profile.data?.bank_account_number).toBe('0123456789');
  });

  it('a locked account (409) resolves null with the message', async () => {
    const flow = renderFlow(() => useBankDetails(uuid), {
      'PUT /users/{uuid}/update-bank-details': fail(409, 'Your bank details can no longer be changed.'),
    });
    let message: unknown = 'unset';
    await act(async () => {
      message = await flow.result.current.update({
        bank_name: 'Access Bank',
        bank_code: '044',
        bank_account_number: '0123456789',
      });
    });
    expect(message).toBeNull();
    expect(flow.result.current.error).toBe('Your bank details can no longer be changed.');
    expect(flow.result.current.saving).toBe(false);
  });
});

describe('useClaimIncentive and useInviteFriend', () => {
  it('claims the rank incentive with rank_id and incentive_id', async () => {
    const flow = renderFlow(() => useClaimIncentive(uuid), {
      'POST /incentive-claims/{uuid}/create': ok({}, 'incentive claimed successfully'),
    });
    let message: unknown;
    await act(async () => {
      message = await flow.result.current.claim({ id: 3, rank_id: 2 });
    });
    expect(message).toBe('incentive claimed successfully');
    expect(await flow.bodyOf(`POST /incentive-claims/${uuid}/create`)).toEqual({
      rank_id: 2,
      incentive_id: 3,
    });
  });

  it('invites a friend by email; a failure keeps the message', async () => {
    const flow = renderFlow(() => useInviteFriend(uuid), {
      'POST /users/{uuid}/invite-guest': fail(429, 'Too many invitations.'),
    });
    let message: unknown = 'unset';
    await act(async () => {
      message = await flow.result.current.invite({ email: 'friend@example.com' });
    });
    expect(message).toBeNull();
    expect(flow.result.current.error).toBe('Too many invitations.');
    expect(await flow.bodyOf(`POST /users/${uuid}/invite-guest`)).toEqual({ email: 'friend@example.com' });
  });
});
