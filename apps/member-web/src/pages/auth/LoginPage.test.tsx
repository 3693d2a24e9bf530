import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_STORAGE_KEY, tokenStore } from '@kola/api';
import { authUser, loginResult } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

async function logIn(stubs: StubRoutes, path = '/login') {
  const app = renderApp(path, stubs);
  await app.user.type(await screen.findByLabelText('Username'), 'adaok');
  await app.user.type(screen.getByLabelText('Password'), 'secret-password');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('given the login page', () => {
  it('a member with 2FA goes to the two-factor page and the login_token is kept for it', async () => {
    const app = await logIn({
      'POST /auth/login': ok(loginResult({ access_token: null, enable_2fa: true, login_token: 'lt-123' })),
      'POST /auth/send-2fa-verification-email': ok(null, 'A verification code has been sent to your email'),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/two-factor-auth'));
    expect(app.navigation.location.search).toBe('?email=ada%40example.com');
    expect(sessionStorage.getItem(LOGIN_TOKEN_STORAGE_KEY)).toBe('lt-123');
    expect(tokenStore.get()).toBeNull();
    // The code is mailed on load, bound to this login.
    await waitFor(() => expect(app.calls()).toContain('POST /auth/send-2fa-verification-email'));
    expect(await app.bodyOf('POST /auth/send-2fa-verification-email')).toEqual({
      email: 'ada@example.com',
      user_type: 'user',
      login_token: 'lt-123',
    });
    expect(await app.bodyOf('POST /auth/login')).toEqual({ username: 'adaok', password: 'secret-password' });
  });

  it('an unconfirmed email goes to email confirmation', async () => {
    const app = await logIn({
      'POST /auth/login': ok(loginResult({ access_token: null, email_verified_at: null })),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/email-confirmation'));
    expect(app.navigation.location.search).toBe('?email=ada%40example.com');
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
  });

  it('a paid member lands on the dashboard with the token stored', async () => {
    const app = await logIn(
      {
        'POST /auth/login': ok(loginResult({ payment: 'approved' })),
        'GET /auth/user': ok(authUser({ payment: 'approved' })),
      },
      '/',
    );
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/user/dashboard'));
    expect(tokenStore.get()).toBe('session-token-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('an unpaid member lands on /welcome', async () => {
    const app = await logIn({
      'POST /auth/login': ok(loginResult({ payment: 'pending' })),
      'GET /auth/user': ok(authUser({ payment: 'pending', status: 'inactive' })),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/welcome'));
    expect(await screen.findByText(/Welcome, Ada Okafor/)).toBeInTheDocument();
  });

  it('a wrong password shows the server message and stays on the page', async () => {
    const app = await logIn({ 'POST /auth/login': fail(401, 'Invalid username or password') });
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(app.navigation.location.pathname).toBe('/login');
  });

  it('a 422 shows the first field message', async () => {
    await logIn({
      'POST /auth/login': fail(422, 'The given data was invalid.', {
        username: ['The username may only contain letters and digits.'],
        password: ['The password is too long.'],
      }),
    });
    expect(await screen.findByText('The username may only contain letters and digits.')).toBeInTheDocument();
    expect(screen.queryByText('The password is too long.')).not.toBeInTheDocument();
  });

  it('forgot password mails a code and opens the reset page with the server message', async () => {
    const app = renderApp('/login', {
      'POST /auth/reset-password-link': ok(null, 'Reset password code has been sent to your email address'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await app.user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/reset-password'));
    expect(await app.bodyOf('POST /auth/reset-password-link')).toEqual({
      email: 'ada@example.com',
      user_type: 'user',
    });
    expect(
      await screen.findByText('Reset password code has been sent to your email address'),
    ).toBeInTheDocument();
  });
});
