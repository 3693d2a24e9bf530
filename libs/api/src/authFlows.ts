import { useCallback, useEffect, useRef, useState } from 'react';
import type { components } from './generated/schema';
import { useClearApiCache } from './hooks';
import { useFlowError, useMutation } from './mutation';
import { tokenStore } from './token';

/**
 * The account flows both web apps share (docs/screens/member.md#journeys): the calls (useMutation, typed by
 * the contract), the message to show when one fails, and the submitting/step state. Callers keep navigation,
 * toasts and rendering; a callback resolves with what the caller needs next (the server's message, the login
 * result) or with null when the call failed and `error` holds the message to show.
 */

export type UserType = components['schemas']['UserType'];
export type LoginResult = components['schemas']['LoginResult'];

export interface TwoFactorLoginOptions {
  email: string;
  userType: UserType;
  /** The login_token of the password login; null when it is gone (nothing is sent then). */
  loginToken: string | null;
  /** Told the server's message each time a code is mailed: once on load, and on every resend. */
  onCodeSent?: (message: string) => void;
}

/**
 * The 2FA step of a login: mails the code once when there is an email and a login_token, mails
 * it again on `resend`, and `authenticate` finishes the login (the API cache is cleared first so
 * nothing of another account lingers) resolving with the login result.
 */
export function useTwoFactorLogin({ email, userType, loginToken, onCodeSent }: TwoFactorLoginOptions) {
  const sendCode = useMutation('post', '/auth/send-2fa-verification-email').trigger;
  const authenticateCode = useMutation('post', '/auth/authenticate-2fa').trigger;
  const clearApiCache = useClearApiCache();
  const { error, run } = useFlowError();
  const [resending, setResending] = useState(false);
  const sentOnLoad = useRef(false);

  async function resend(): Promise<void> {
    if (!loginToken) return;
    setResending(true);
    try {
      await run(async () => {
        const answer = await sendCode({ body: { email, user_type: userType, login_token: loginToken } });
        onCodeSent?.(answer.message);
      });
    } finally {
      setResending(false);
    }
  }

  useEffect(() => {
    if (!email || !loginToken || sentOnLoad.current) return;
    sentOnLoad.current = true;
    void resend();
    // Once per visit, on purpose not on every new `resend`: a new code replaces the previous one.
  }, [email, loginToken]);

  function authenticate({ code }: { code: string }): Promise<LoginResult | null> {
    return run(async () => {
      const answer = await authenticateCode({
        body: { email, code, user_type: userType, login_token: loginToken! },
      });
      await clearApiCache();
      return answer.data;
    });
  }

  return { error, resending, resend, authenticate };
}

export interface AccountFlowOptions {
  email: string;
  userType: UserType;
}

/**
 * Reset a forgotten password with the mailed code; `resend` mails a new code. Both resolve with
 * the server's message.
 */
export function useResetPassword({ email, userType }: AccountFlowOptions) {
  const resetWithCode = useMutation('post', '/auth/reset-password').trigger;
  const sendLink = useMutation('post', '/auth/reset-password-link').trigger;
  const { error, run } = useFlowError();
  const [resending, setResending] = useState(false);

  function reset(values: { code: string; password: string }): Promise<string | null> {
    return run(async () => {
      const answer = await resetWithCode({ body: { ...values, email, user_type: userType } });
      return answer.message;
    });
  }

  async function resend(): Promise<string | null> {
    setResending(true);
    try {
      return await run(async () => {
        const answer = await sendLink({ body: { email, user_type: userType } });
        return answer.message;
      });
    } finally {
      setResending(false);
    }
  }

  return { error, resending, reset, resend };
}

/** Step 1 asks for the old password (a code is mailed); step 2 takes the code and the new one. */
export type ChangePasswordStep = 1 | 2;

/**
 * The two-step password change of a signed-in account: `sendCode` (step 1 → 2) and `change`
 * (back to step 1) resolve with the server's message.
 */
export function useChangePassword({ email, userType }: AccountFlowOptions) {
  const sendLink = useMutation('post', '/auth/change-password-link').trigger;
  const changeWithCode = useMutation('post', '/auth/change-password').trigger;
  const { error, run } = useFlowError();
  const [step, setStep] = useState<ChangePasswordStep>(1);

  async function sendCode({ old_password }: { old_password: string }): Promise<string | null> {
    const message = await run(async () => {
      const answer = await sendLink({ body: { email, old_password, user_type: userType } });
      return answer.message;
    });
    if (message !== null) setStep(2);
    return message;
  }

  async function change({ code, password }: { code: string; password: string }): Promise<string | null> {
    const message = await run(async () => {
      const answer = await changeWithCode({ body: { code, password, email, user_type: userType } });
      return answer.message;
    });
    if (message !== null) setStep(1);
    return message;
  }

  return { step, error, sendCode, change };
}

/**
 * Ends the session (docs/screens/member.md#journeys): revokes it (POST /auth/logout; a failure does not keep
 * anyone signed in) and clears the stored token. Where to go next is the caller's.
 */
export function useEndSession(): () => Promise<void> {
  const logout = useMutation('post', '/auth/logout').trigger;
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session may already be gone; the local token is cleared either way.
    }
    tokenStore.clear();
  }, [logout]);
}
