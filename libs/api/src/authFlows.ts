import { useCallback, useEffect, useRef, useState } from 'react';
import type { components } from './generated/schema';
import { errorMessage } from './errors';
import { useApiClient, useClearApiCache } from './hooks';
import { tokenStore } from './token';

/**
 * The account flows both web apps share (01 §4): the calls, the message to show when one fails,
 * and the submitting/step state. Callers keep navigation, toasts and rendering; a callback
 * resolves with what the caller needs next (the server's message, the login result) or with
 * null when the call failed and `error` holds the message to show.
 */

export type UserType = components['schemas']['UserType'];
export type LoginResult = components['schemas']['LoginResult'];

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
  return { error, run };
}

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
  const api = useApiClient();
  const clearApiCache = useClearApiCache();
  const { error, run } = useFlowError();
  const [resending, setResending] = useState(false);
  const sentOnLoad = useRef(false);

  async function resend(): Promise<void> {
    if (!loginToken) return;
    setResending(true);
    try {
      await run(async () => {
        const { data } = await api.POST('/auth/send-2fa-verification-email', {
          body: { email, user_type: userType, login_token: loginToken },
        });
        onCodeSent?.(data!.message);
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
      const { data } = await api.POST('/auth/authenticate-2fa', {
        body: { email, code, user_type: userType, login_token: loginToken! },
      });
      await clearApiCache();
      return data!.data;
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
  const api = useApiClient();
  const { error, run } = useFlowError();
  const [resending, setResending] = useState(false);

  function reset(values: { code: string; password: string }): Promise<string | null> {
    return run(async () => {
      const { data } = await api.POST('/auth/reset-password', {
        body: { ...values, email, user_type: userType },
      });
      return data!.message;
    });
  }

  async function resend(): Promise<string | null> {
    setResending(true);
    try {
      return await run(async () => {
        const { data } = await api.POST('/auth/reset-password-link', {
          body: { email, user_type: userType },
        });
        return data!.message;
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
  const api = useApiClient();
  const { error, run } = useFlowError();
  const [step, setStep] = useState<ChangePasswordStep>(1);

  async function sendCode({ old_password }: { old_password: string }): Promise<string | null> {
    const message = await run(async () => {
      const { data } = await api.POST('/auth/change-password-link', {
        body: { email, old_password, user_type: userType },
      });
      return data!.message;
    });
    if (message !== null) setStep(2);
    return message;
  }

  async function change({ code, password }: { code: string; password: string }): Promise<string | null> {
    const message = await run(async () => {
      const { data } = await api.POST('/auth/change-password', {
        body: { code, password, email, user_type: userType },
      });
      return data!.message;
    });
    if (message !== null) setStep(1);
    return message;
  }

  return { step, error, sendCode, change };
}

/**
 * Ends the session (01 §4): revokes it (POST /auth/logout; a failure does not keep anyone signed
 * in) and clears the stored token. Where to go next is the caller's.
 */
export function useEndSession(): () => Promise<void> {
  const api = useApiClient();
  return useCallback(async () => {
    try {
      await api.POST('/auth/logout');
    } catch {
      // The session may already be gone; the local token is cleared either way.
    }
    tokenStore.clear();
  }, [api]);
}
