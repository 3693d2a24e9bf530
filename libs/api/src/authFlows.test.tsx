import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChangePassword, useResetPassword, useTwoFactorLogin } from './authFlows';
import { createApiClient } from './client';
import { ApiProvider } from './hooks';
import { fail, ok, stubFetch, type StubRoutes } from './testing';

afterEach(() => localStorage.clear());

/** Renders a hook inside the API client and an empty SWR cache, against a stub fetch. */
function renderFlow<T>(hook: () => T, stubs: StubRoutes) {
  const stub = stubFetch(stubs);
  const client = createApiClient({ baseUrl: 'http://localhost/api', fetch: stub.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
  return { ...renderHook(hook, { wrapper }), ...stub };
}

const invalidCode = fail(422, 'The given data was invalid.', { code: ['The code is invalid.'] });

describe('useTwoFactorLogin', () => {
  it('mails the code once on load with the user type and login_token, and reports the message', async () => {
    const onCodeSent = vi.fn();
    const flow = renderFlow(
      () =>
        useTwoFactorLogin({ email: 'ada@example.com', userType: 'admin', loginToken: 'lt-1', onCodeSent }),
      { 'POST /auth/send-2fa-verification-email': ok(null, 'Code sent') },
    );
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledWith('Code sent'));
    flow.rerender();
    expect(flow.calls()).toEqual(['POST /auth/send-2fa-verification-email']);
    expect(await flow.bodyOf('POST /auth/send-2fa-verification-email')).toEqual({
      email: 'ada@example.com',
      user_type: 'admin',
      login_token: 'lt-1',
    });
    await waitFor(() => expect(flow.result.current.resending).toBe(false));
  });

  it('sends nothing without a login_token or without an email', async () => {
    const none = renderFlow(
      () => useTwoFactorLogin({ email: 'ada@example.com', userType: 'user', loginToken: null }),
      {},
    );
    const noEmail = renderFlow(
      () => useTwoFactorLogin({ email: '', userType: 'user', loginToken: 'lt' }),
      {},
    );
    await act(() => none.result.current.resend());
    expect(none.calls()).toEqual([]);
    expect(noEmail.calls()).toEqual([]);
  });

  it('authenticates with the code, user type and login_token and resolves with the login result', async () => {
    const result = { access_token: 'tok', enable_2fa: true };
    const flow = renderFlow(
      () => useTwoFactorLogin({ email: 'ada@example.com', userType: 'user', loginToken: 'lt-2' }),
      {
        'POST /auth/send-2fa-verification-email': ok(null, 'Code sent'),
        'POST /auth/authenticate-2fa': ok(result),
      },
    );
    let answer: unknown;
    await act(async () => {
      answer = await flow.result.current.authenticate({ code: '123456' });
    });
    expect(answer).toEqual(result);
    expect(await flow.bodyOf('POST /auth/authenticate-2fa')).toEqual({
      email: 'ada@example.com',
      code: '123456',
      user_type: 'user',
      login_token: 'lt-2',
    });
    expect(flow.result.current.error).toBeNull();
  });

  it('a 422 shows the first validation message and resolves null', async () => {
    const flow = renderFlow(
      () => useTwoFactorLogin({ email: 'ada@example.com', userType: 'user', loginToken: 'lt-3' }),
      { 'POST /auth/send-2fa-verification-email': ok(null), 'POST /auth/authenticate-2fa': invalidCode },
    );
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await flow.result.current.authenticate({ code: '000000' });
    });
    expect(answer).toBeNull();
    expect(flow.result.current.error).toBe('The code is invalid.');
  });
});

describe('useResetPassword', () => {
  it('resets with the code, password, email and user type and resolves with the message', async () => {
    const flow = renderFlow(() => useResetPassword({ email: 'ada@example.com', userType: 'admin' }), {
      'POST /auth/reset-password': ok(null, 'Password has been reset'),
    });
    let message: string | null = null;
    await act(async () => {
      message = await flow.result.current.reset({ code: '123456', password: 'new-password-1' });
    });
    expect(message).toBe('Password has been reset');
    expect(await flow.bodyOf('POST /auth/reset-password')).toEqual({
      code: '123456',
      password: 'new-password-1',
      email: 'ada@example.com',
      user_type: 'admin',
    });
  });

  it('resend asks for a new code for the user type; a 422 shows its message', async () => {
    const flow = renderFlow(() => useResetPassword({ email: 'ada@example.com', userType: 'user' }), {
      'POST /auth/reset-password-link': fail(422, 'Invalid.', { email: ['No account has this email.'] }),
    });
    let message: string | null = 'unset';
    await act(async () => {
      message = await flow.result.current.resend();
    });
    expect(message).toBeNull();
    expect(await flow.bodyOf('POST /auth/reset-password-link')).toEqual({
      email: 'ada@example.com',
      user_type: 'user',
    });
    expect(flow.result.current.error).toBe('No account has this email.');
    expect(flow.result.current.resending).toBe(false);
  });
});

describe('useChangePassword', () => {
  it('step 1 sends the old password, moves to step 2; step 2 changes it and goes back to step 1', async () => {
    const flow = renderFlow(() => useChangePassword({ email: 'ada@example.com', userType: 'user' }), {
      'POST /auth/change-password-link': ok(null, 'Code sent to your email'),
      'POST /auth/change-password': ok(null, 'Password changed'),
    });
    expect(flow.result.current.step).toBe(1);
    let message: string | null = null;
    await act(async () => {
      message = await flow.result.current.sendCode({ old_password: 'old-password' });
    });
    expect(message).toBe('Code sent to your email');
    expect(flow.result.current.step).toBe(2);
    expect(await flow.bodyOf('POST /auth/change-password-link')).toEqual({
      email: 'ada@example.com',
      old_password: 'old-password',
      user_type: 'user',
    });

    await act(async () => {
      message = await flow.result.current.change({ code: '123456', password: 'new-password-1' });
    });
    expect(message).toBe('Password changed');
    expect(flow.result.current.step).toBe(1);
    expect(await flow.bodyOf('POST /auth/change-password')).toEqual({
      code: '123456',
      password: 'new-password-1',
      email: 'ada@example.com',
      user_type: 'user',
    });
  });

  it('a 422 on step 1 shows its message and stays on step 1', async () => {
    const flow = renderFlow(() => useChangePassword({ email: 'ada@example.com', userType: 'admin' }), {
      'POST /auth/change-password-link': fail(422, 'Invalid.', {
        old_password: ['The old password is wrong.'],
      }),
    });
    await act(async () => {
      await flow.result.current.sendCode({ old_password: 'wrong' });
    });
    expect(flow.result.current.error).toBe('The old password is wrong.');
    expect(flow.result.current.step).toBe(1);
    expect(await flow.bodyOf('POST /auth/change-password-link')).toMatchObject({ user_type: 'admin' });
  });
});
