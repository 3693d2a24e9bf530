import { useCallback } from 'react';
import type { components } from './generated/schema';
import type { ReadPath } from './contract';
import { errorMessage } from './errors';
import { useFlowError, useMutation } from './mutation';

/**
 * The flows where money moves (docs/payments.md#card-payments, docs/money-and-ledger.md#withdrawals): card
 * payments, wallet payments, withdrawal requests and bank details, plus the dashboard's claim and invite.
 * Like authFlows.ts: the calls (useMutation, typed by the contract), the message to show when one fails
 * (`error`), the busy state, and the reads each success makes stale are revalidated before the call resolves.
 * A call resolves with what the caller needs next (the server's message, the result) or with null when
 * it failed and `error` holds the message.
 */

export type PaymentInitiateRequest = components['schemas']['PaymentInitiateRequest'];
export type PaymentVerifyResult = components['schemas']['PaymentVerifyResult'];
export type WalletPayment = components['schemas']['WithdrawalWalletPayment'];
export type BankDetailsUpdate = components['schemas']['BankDetailsUpdateRequest'];

/** What a package payment or a wallet payment changes: the member, bonuses, volumes, ranks, prices. */
const afterPayment = (path: ReadPath) =>
  path === '/auth/user' ||
  path.startsWith('/bonuses/') ||
  path === '/users/{uuid}/total-pv' ||
  path === '/users/{id}/package-difference' ||
  path === '/incentive-claims/{uuid}/current-incentive';

/** What a withdrawal request changes: the wallet and the withdrawal lists. */
const afterWithdrawal = (path: ReadPath) =>
  path === '/bonuses/{uuid}/wallet-balance' ||
  path === '/withdrawals/{uuid}/user-history' ||
  path === '/withdrawals/{uuid}/pending' ||
  path === '/withdrawals/{uuid}/user-total' ||
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
 * A card payment (docs/payments.md#card-payments): `initiate` (POST /payments/initiate) resolves with the
 * provider's checkout page and our reference; `verify(reference)` (POST /payments/verify) resolves with
 * approved or not. An approved payment revalidates the member (/auth/user), the bonuses, volumes
 * and upgrade prices before it resolves. A failed verify call counts as not verified.
 */
export function usePayment() {
  const initiation = useMutation('post', '/payments/initiate');
  const verification = useMutation('post', '/payments/verify', {
    revalidates: (path, answer) => answer.success && answer.data.status === 'approved' && afterPayment(path),
  });
  const { error, setError, run } = useFlowError();
  const startPayment = initiation.trigger;
  const verifyPayment = verification.trigger;

  const initiate = useCallback(
    (body: PaymentInitiateRequest): Promise<PaymentCheckout | null> =>
      run(async () => {
        const { data } = await startPayment({ body });
        return { authorizationUrl: data.authorization_url, reference: data.reference };
      }),
    [run, startPayment],
  );

  const verify = useCallback(
    async (reference: string): Promise<PaymentVerification> => {
      setError(null);
      try {
        const answer = await verifyPayment({ body: { reference } });
        const approved = answer.success && answer.data.status === 'approved';
        return { approved, message: answer.message, payment: answer.data };
      } catch (err) {
        const message = errorMessage(err);
        setError(message);
        return { approved: false, message, payment: null };
      }
    },
    [setError, verifyPayment],
  );

  return {
    error,
    initiating: initiation.isMutating,
    verifying: verification.isMutating,
    initiate,
    verify,
  };
}

/**
 * Pay with Wallet (PATCH /withdrawals/pay-with-wallet, the payment-initiation payload): applied at
 * once; resolves with the server's message and the payment, after the member, wallet and bonuses
 * were revalidated.
 */
export function usePayWithWallet() {
  const { trigger, isMutating } = useMutation('patch', '/withdrawals/pay-with-wallet', {
    revalidates: afterPayment,
  });
  const { error, run } = useFlowError();

  const pay = useCallback(
    (body: PaymentInitiateRequest): Promise<{ message: string; payment: WalletPayment } | null> =>
      run(async () => {
        const answer = await trigger({ body });
        return { message: answer.message, payment: answer.data };
      }),
    [run, trigger],
  );

  return { error, paying: isMutating, pay };
}

/**
 * A withdrawal request (POST /withdrawals/{uuid}/initiate, docs/money-and-ledger.md#withdrawals): resolves
 * with "Withdrawal Request successful" and the pending withdrawal once the wallet and the withdrawal lists
 * were revalidated.
 */
export function useRequestWithdrawal(uuid: string) {
  const { trigger, isMutating } = useMutation('post', '/withdrawals/{uuid}/initiate', {
    revalidates: afterWithdrawal,
  });
  const { error, run } = useFlowError();

  const request = useCallback(
    ({ amount }: { amount: number }) =>
      run(async () => {
        const answer = await trigger({ params: { path: { uuid } }, body: { amount } });
        return { message: answer.message, withdrawal: answer.data };
      }),
    [run, trigger, uuid],
  );

  return { error, submitting: isMutating, request };
}

/**
 * Bank details (docs/screens/member.md#bank-details, docs/payments.md#bank-accounts): `resolveAccountName`
 * asks the provider for the holder's name (POST /payments/verify-bank-details) and rejects with the message
 * to show when the account does not resolve (what BankDetailsForm's onResolve expects); `update` (PUT
 * /users/{uuid}/update-bank-details) resolves with "Bank details updated successfully" after the
 * profile was revalidated.
 */
export function useBankDetails(uuid: string) {
  const resolution = useMutation('post', '/payments/verify-bank-details');
  const { trigger, isMutating } = useMutation('put', '/users/{uuid}/update-bank-details', {
    revalidates: (path) => path === '/users/{uuid}/profile',
  });
  const { error, run } = useFlowError();
  const resolve = resolution.trigger;

  const resolveAccountName = useCallback(
    async (bank: { bank_name: string; bank_code: string; account_number: string }): Promise<string> => {
      try {
        const answer = await resolve({ body: bank });
        return answer.data.accountName;
      } catch (err) {
        throw new Error(errorMessage(err));
      }
    },
    [resolve],
  );

  const update = useCallback(
    (values: BankDetailsUpdate): Promise<string | null> =>
      run(async () => {
        const answer = await trigger({ params: { path: { uuid } }, body: values });
        return answer.message;
      }),
    [run, trigger, uuid],
  );

  return { error, saving: isMutating, resolveAccountName, update };
}

/** Claim Incentive (POST /incentive-claims/{uuid}/create): resolves with "incentive claimed successfully". */
export function useClaimIncentive(uuid: string) {
  const { trigger, isMutating } = useMutation('post', '/incentive-claims/{uuid}/create', {
    revalidates: (path) =>
      path === '/incentive-claims/{uuid}/current-incentive' || path === '/incentive-claims/{uuid}/claims',
  });
  const { error, run } = useFlowError();

  const claim = useCallback(
    (incentive: { rank_id: number; id: number }): Promise<string | null> =>
      run(async () => {
        const answer = await trigger({
          params: { path: { uuid } },
          body: { rank_id: incentive.rank_id, incentive_id: incentive.id },
        });
        return answer.message;
      }),
    [run, trigger, uuid],
  );

  return { error, claiming: isMutating, claim };
}

/** Invite a friend (POST /users/{uuid}/invite-guest): resolves with "Friend invited successfully". */
export function useInviteFriend(uuid: string) {
  const { trigger, isMutating } = useMutation('post', '/users/{uuid}/invite-guest');
  const { error, run } = useFlowError();

  const invite = useCallback(
    ({ email }: { email: string }): Promise<string | null> =>
      run(async () => {
        const answer = await trigger({ params: { path: { uuid } }, body: { email } });
        return answer.message;
      }),
    [run, trigger, uuid],
  );

  return { error, inviting: isMutating, invite };
}
