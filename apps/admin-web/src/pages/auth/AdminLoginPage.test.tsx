import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_STORAGE_KEY, tokenStore } from '@kola/api';
import { admin, loginResult } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

async function logIn(stubs: StubRoutes) {
  const app = renderApp('/admin-login', stubs);
  await app.user.type(await screen.findByLabelText('Email'), 'admin@kola.ng');
  await app.user.type(screen.getByLabelText('Password'), 'admin-password');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('given the administrator login', () => {
  it('goes to the dashboard with the token stored', async () => {
    const app = await logIn({ 'POST /auth/admin-login': ok(loginResult()), 'GET /auth/admin': ok(admin()) });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin/dashboard'));
    expect(tokenStore.get()).toBe('admin-session-1');
    expect(await app.bodyOf('POST /auth/admin-login')).toEqual({
      email: 'admin@kola.ng',
      password: 'admin-password',
    });
  });

  it('with 2FA goes to the admin two-factor page, keeps the login_token and mails the code', async () => {
    const app = await logIn({
      'POST /auth/admin-login': ok(
        loginResult({ access_token: null, enable_2fa: true, login_token: 'alt-9' }),
      ),
      'POST /auth/send-2fa-verification-email': ok(null, 'A verification code has been sent to your email'),
      'POST /auth/authenticate-2fa': ok(loginResult({ access_token: 'admin-session-2' })),
      'GET /auth/admin': ok(admin({ enable_2fa: true })),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin-two-factor-auth'));
    expect(app.navigation.location.search).toBe('?email=admin%40kola.ng');
    expect(sessionStorage.getItem(LOGIN_TOKEN_STORAGE_KEY)).toBe('alt-9');
    await waitFor(() => expect(app.calls()).toContain('POST /auth/send-2fa-verification-email'));
    expect(await app.bodyOf('POST /auth/send-2fa-verification-email')).toEqual({
      email: 'admin@kola.ng',
      user_type: 'admin',
      login_token: 'alt-9',
    });

    await app.user.type(await screen.findByLabelText('Code'), '246810');
    await app.user.click(screen.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin/dashboard'));
    expect(await app.bodyOf('POST /auth/authenticate-2fa')).toEqual({
      email: 'admin@kola.ng',
      code: '246810',
      user_type: 'admin',
      login_token: 'alt-9',
    });
    expect(tokenStore.get()).toBe('admin-session-2');
    expect(sessionStorage.getItem(LOGIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('wrong credentials show the server message', async () => {
    const app = await logIn({ 'POST /auth/admin-login': fail(401, 'Invalid email or password') });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(app.navigation.location.pathname).toBe('/admin-login');
  });

  it('the reset form mails an admin reset code and opens the admin reset page', async () => {
    const app = renderApp('/admin-login', {
      'POST /auth/reset-password-link': ok(null, 'Reset password code has been sent to your email address'),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await app.user.type(screen.getByLabelText('Email address'), 'admin@kola.ng');
    await app.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin-reset-password'));
    expect(await app.bodyOf('POST /auth/reset-password-link')).toEqual({
      email: 'admin@kola.ng',
      user_type: 'admin',
    });
  });

  it('the admin reset page without an email warns and makes no call', async () => {
    const app = renderApp('/admin-reset-password');
    expect(
      await screen.findByText('Invalid email address, please return to previous page'),
    ).toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });

  it('the 2FA page without a pending login asks to log in again and makes no call', async () => {
    const app = renderApp('/admin-two-factor-auth?email=admin%40kola.ng');
    expect(await screen.findByText(/log in again/)).toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });
});
