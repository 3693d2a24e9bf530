import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { components } from './generated/schema';
import { errorMessage } from './errors';
import { useApiClient } from './hooks';
import { moneyReadPaths as P } from './money';

/**
 * The flows where money moves (01 §4, 04 §4 and §7): card payments, wallet payments, withdrawal
 * requests and bank details, plus the dashboard's claim and invite. Like authFlows.ts: the calls,
 * the message to show when one fails (`error`), the busy state, and the reads each success makes
 * stale are revalidated before the call resolves. A call resolves with what the caller needs next
 * (the server's message, the result) or with null when it failed and `error` holds the message.
 */

export type PaymentInitiateRequest = components['schemas']['PaymentInitiateRequest'];
export type PaymentVerifyResult = components['schemas']['PaymentVerifyResult'];
export type WalletPayment = components['schemas']['WithdrawalWalletPayment'];
export type BankDetailsUpdate = components['schemas']['BankDetailsUpdateRequest'];

/** The error of a flow, and `run`: clears it, runs a call, and on failure records its message. */
function useFlowError() {
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | null> => {
    setError(null);
    try {
      return await call();
    } catch (err) {
      setError(errorMessage(err));
      return null;
    }
  }, []);
  return { error, setError, run };
}

/** Runs `call` with a busy flag (true while any call of this flow runs). */
function useBusy() {
  const [count, setCount] = useState(0);
  const track = useCallback(async <T>(call: () => Promise<T>): Promise<T> => {
    setCount((n) => n + 1);
    try {
      return await call();
    } finally {
      setCount((n) => n - 1);
    }
  }, []);
  return { busy: count > 0, track };
}

/**
 * Revalidates every cached read whose contract path matches (keys are ['api', path, ...]) and
 * waits for them; a read that fails again keeps its error for its screen, it does not fail the flow.
 */
export function useRevalidateReads(): (match: (path: string) => boolean) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (match) => {
      try {
        // No data argument: SWR then only revalidates and keeps showing the current data.
        await mutate(
          (key) => Array.isArray(key) && key[0] === 'api' && typeof key[1] === 'string' && match(key[1]),
        );
      } catch {
        // Each read shows its own error.
      }
    },
    [mutate],
  );
}

/** What a package payment or a wallet payment changes: the member, bonuses, volumes, ranks, prices. */
const afterPayment = (path: string) =>
  path === '/auth/user' ||
  path.startsWith('/bonuses/') ||
  path === P.totalPv ||
  path === P.packageDifference ||
  path === P.currentIncentive;

/** What a withdrawal request changes: the wallet and the withdrawal lists. */
const afterWithdrawal = (path: string) =>
  path === P.walletBalance ||
  path === P.withdrawalHistory ||
  path === P.pendingWithdrawals ||
  path === P.withdrawalTotal ||
  path === '/auth/user';

/** The checkout page of a started card payment. */
export interface PaymentCheckout {
  authorizationUrl: string;
  reference: string;
}

/** The answer of POST /payments/verify: approved or not, with the contract's message. */
export interface PaymentVerification {
  approved: boolean;
  /** "Payment Verified successfully", "Unable to verify payment", or why the call failed. */
  message: string;
  /** The payment's state; null when the call itself failed. */
  payment: PaymentVerifyResult | null;
}

/**
 * A card payment (01 §4): `initiate` (POST /payments/initiate) resolves with the provider's
 * checkout page and our reference; `verify(reference)` (POST /payments/verify) resolves with
 * approved or not. An approved payment revalidates the member (/auth/user), the bonuses, volumes
 * and upgrade prices before it resolves. A failed verify call counts as not verified.
 */
export function usePayment() {
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const { error, setError, run } = useFlowError();
  const initiating = useBusy();
  const verifying = useBusy();

  const initiate = useCallback(
    (body: PaymentInitiateRequest): Promise<PaymentCheckout | null> =>
      initiating.track(() =>
        run(async () => {
          const { data } = await api.POST('/payments/initiate', { body });
          return { authorizationUrl: data!.data.authorization_url, reference: data!.data.reference };
        }),
      ),
    [api, run, initiating.track],
  );

  const verify = useCallback(
    (reference: string): Promise<PaymentVerification> =>
      verifying.track(async () => {
        setError(null);
        try {
          const { data } = await api.POST('/payments/verify', { body: { reference } });
          const approved = data!.success && data!.data.status === 'approved';
          if (approved) await revalidate(afterPayment);
          return { approved, message: data!.message, payment: data!.data };
        } catch (err) {
          const message = errorMessage(err);
          setError(message);
          return { approved: false, message, payment: null };
        }
      }),
    [api, revalidate, setError, verifying.track],
  );

  return { error, initiating: initiating.busy, verifying: verifying.busy, initiate, verify };
}

/**
 * Pay with Wallet (PATCH /withdrawals/pay-with-wallet, the payment-initiation payload): applied at
 * once; resolves with the server's message and the payment, after the member, wallet and bonuses
 * were revalidated.
 */
export function usePayWithWallet() {
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const { error, run } = useFlowError();
  const { busy, track } = useBusy();

  const pay = useCallback(
    (body: PaymentInitiateRequest): Promise<{ message: string; payment: WalletPayment } | null> =>
      track(() =>
        run(async () => {
          const { data } = await api.PATCH('/withdrawals/pay-with-wallet', { body });
          await revalidate(afterPayment);
          return { message: data!.message, payment: data!.data };
        }),
      ),
    [api, revalidate, run, track],
  );

  return { error, paying: busy, pay };
}

/**
 * A withdrawal request (POST /withdrawals/{uuid}/initiate, 04 §4): resolves with "Withdrawal
 * Request successful" and the pending withdrawal once the wallet and the withdrawal lists were
 * revalidated.
 */
export function useRequestWithdrawal(uuid: string) {
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const { error, run } = useFlowError();
  const { busy, track } = useBusy();

  const request = useCallback(
    ({ amount }: { amount: number }) =>
      track(() =>
        run(async () => {
          const { data } = await api.POST('/withdrawals/{uuid}/initiate', {
            params: { path: { uuid } },
            body: { amount },
          });
          await revalidate(afterWithdrawal);
          return { message: data!.message, withdrawal: data!.data };
        }),
      ),
    [api, revalidate, run, track, uuid],
  );

  return { error, submitting: busy, request };
}

/**
 * Bank details (01 §5, 04 §4): `resolveAccountName` asks the provider for the holder's name (POST
 * /payments/verify-bank-details) and rejects with the message to show when the account does not
 * resolve (what BankDetailsForm's onResolve expects); `update` (PUT
 * /users/{uuid}/update-bank-details) resolves with "Bank details updated successfully" after the
 * profile was revalidated.
 */
export function useBankDetails(uuid: string) {
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const { error, run } = useFlowError();
  const { busy, track } = useBusy();

  const resolveAccountName = useCallback(
    async (bank: { bank_name: string; bank_code: string; account_number: string }): Promise<string> => {
      try {
        const { data } = await api.POST('/payments/verify-bank-details', { body: bank });
        return data!.data.accountName;
      } catch (err) {
        throw new Error(errorMessage(err));
      }
    },
    [api],
  );

  const update = useCallback(
    (values: BankDetailsUpdate): Promise<string | null> =>
      track(() =>
        run(async () => {
          const { data } = await api.PUT('/users/{uuid}/update-bank-details', {
            params: { path: { uuid } },
            body: values,
          });
          await revalidate((path) => path === P.profile);
          return data!.message;
        }),
      ),
    [api, revalidate, run, track, uuid],
  );

  return { error, saving: busy, resolveAccountName, update };
}

/** Claim Incentive (POST /incentive-claims/{uuid}/create): resolves with "incentive claimed successfully". */
export function useClaimIncentive(uuid: string) {
  const api = useApiClient();
  const revalidate = useRevalidateReads();
  const { error, run } = useFlowError();
  const { busy, track } = useBusy();

  const claim = useCallback(
    (incentive: { rank_id: number; id: number }): Promise<string | null> =>
      track(() =>
        run(async () => {
          const { data } = await api.POST('/incentive-claims/{uuid}/create', {
            params: { path: { uuid } },
            body: { rank_id: incentive.rank_id, incentive_id: incentive.id },
          });
          await revalidate((path) => path === P.currentIncentive || path === P.incentiveClaims);
          return data!.message;
        }),
      ),
    [api, revalidate, run, track, uuid],
  );

  return { error, claiming: busy, claim };
}

/** Invite a friend (POST /users/{uuid}/invite-guest): resolves with "Friend invited successfully". */
export function useInviteFriend(uuid: string) {
  const api = useApiClient();
  const { error, run } = useFlowError();
  const { busy, track } = useBusy();

  const invite = useCallback(
    ({ email }: { email: string }): Promise<string | null> =>
      track(() =>
        run(async () => {
          const { data } = await api.POST('/users/{uuid}/invite-guest', {
            params: { path: { uuid } },
            body: { email },
          });
          return data!.message;
        }),
      ),
    [api, run, track, uuid],
  );

  return { error, inviting: busy, invite };
}
