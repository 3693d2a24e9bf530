import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  accountUuidStore,
  ApiError,
  byUuid,
  earlyRead,
  LOGIN_TOKEN_STORAGE_KEY,
  tokenStore,
  useAuthUser,
  type DataOfKey,
} from '@kola/api';
import type { AccountQuery } from './config';
import { createAppShell } from './createAppShell';
import { AuthLayoutRoute } from './layouts/AuthLayoutRoute';
import { PlaceholderPage } from './layouts/PlaceholderPage';
import { SignedInLayout } from './layouts/SignedInLayout';
import { memberLogin } from './pages/LoginPage';
import { createRenderApp, fail, ok, pending } from './testing';

interface DemoAccount {
  uuid: string;
  email: string;
  enable_2fa: boolean;
  is_admin: boolean;
}

const account = (overrides: Partial<DemoAccount> = {}): DemoAccount => ({
  uuid: 'u-1',
  email: 'ada@example.com',
  enable_2fa: false,
  is_admin: false,
  ...overrides,
});

/** GET /auth/user answers a whole member; the demo app reads only DemoAccount's fields of it. */
const answer = (a: DemoAccount) => ok(a as unknown as DataOfKey<'GET /auth/user'>);

/** A third app, as small as it gets: its config, its route table, its test renderer. */
const shell = createAppShell<DemoAccount>({
  userType: 'user',
  paths: { login: '/in', resetPassword: '/reset', twoFactorAuth: '/2fa', home: '/home', register: '/join' },
  login: memberLogin,
  texts: { notFoundHomeLabel: 'Back home' },
  completeLogin: (result) => {
    if (!result.access_token) return '/in';
    tokenStore.set(result.access_token);
    return '/app/home';
  },
  // Home's reads (here one it does not make itself, to see it leave) and the guard's account read.
  earlyReads: (uuid, pathname) =>
    pathname === '/app/home'
      ? [earlyRead('/bonuses/{uuid}/summary', byUuid(uuid)!), earlyRead('/auth/user', {})]
      : [],
  needsSession: (pathname) => pathname.startsWith('/app'),
  account: {
    // The demo reads GET /auth/user; its answer only needs the fields above.
    useQuery: useAuthUser as unknown as (enabled?: boolean) => AccountQuery<DemoAccount>,
    accepts: (a) => !a.is_admin,
    signsOut: (error) => error instanceof ApiError && error.isAuthFailure,
    toggleTwoFactor: async (api, a, enable_2fa) => {
      const { data } = await api.PUT('/users/{uuid}/toggle-2fa', {
        params: { path: { uuid: a.uuid } },
        body: { enable_2fa },
      });
      return data!.message;
    },
  },
});

function Home() {
  const me = shell.useAccount();
  return <PlaceholderPage title="Home" comingSoon={`Hello ${me.email}`} />;
}

const routes: RouteObject[] = [
  {
    element: <AuthLayoutRoute />,
    children: [
      { path: '/in', element: <shell.LoginPage />, handle: { title: 'Sign in' } },
      { path: '/2fa', element: <shell.TwoFactorAuthPage />, handle: { title: 'Two-factor authentication' } },
      { path: '/reset', element: <shell.ResetPasswordPage />, handle: { title: 'Reset your password' } },
    ],
  },
  {
    path: '/app',
    element: <shell.RequireAccount />,
    children: [
      {
        element: <SignedInLayout header="Demo" sidebar={null} />,
        children: [
          { path: 'home', element: <Home /> },
          { path: 'security', element: <shell.SecurityPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <shell.NotFoundPage /> },
];

const renderApp = createRenderApp({ routes, logoutOnUnauthorized: shell.logoutOnUnauthorized });

describe('given the sign-in guard of a shell', () => {
  it('a visitor without a token goes to the login path and no call is made', async () => {
    const app = renderApp('/app/home');
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/in'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });

  it('an error that signs out clears the token and goes to the login path', async () => {
    tokenStore.set('old');
    const app = renderApp('/app/home', { 'GET /auth/user': fail(401, 'Unauthenticated.') });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/in'));
    expect(tokenStore.get()).toBeNull();
  });

  it('another error keeps the token and offers Try again', async () => {
    tokenStore.set('tok');
    let reply: ReturnType<typeof answer> = fail(500, 'Server error');
    const app = renderApp('/app/home', { 'GET /auth/user': () => reply });
    expect(await screen.findByText('We could not load your account')).toBeInTheDocument();
    expect(tokenStore.get()).toBe('tok');
    reply = answer(account());
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello ada@example.com')).toBeInTheDocument();
  });

  it('an account the app does not serve is signed out', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/app/home', { 'GET /auth/user': answer(account({ is_admin: true })) });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/in'));
    expect(tokenStore.get()).toBeNull();
  });

  it('an accepted account sees the page, which reads it with useAccount', async () => {
    tokenStore.set('tok');
    renderApp('/app/home', { 'GET /auth/user': answer(account()) });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Hello ada@example.com')).toBeInTheDocument();
  });

  it('a 401 on a page’s call (outside React, through the API client) goes back to the login path', async () => {
    tokenStore.set('tok');
    const app = renderApp('/app/security', {
      'GET /auth/user': answer(account()),
      'PUT /users/u-1/toggle-2fa': fail(401, 'Unauthenticated.'),
    });
    await app.user.click(await screen.findByRole('switch'));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/in'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it('a 401 or 403 on a path that needs a session goes back to the login path, elsewhere not', () => {
    const navigate = vi.fn(async () => undefined);
    const at = (pathname: string) => ({ location: { pathname, search: '' }, navigate });
    shell.logoutOnUnauthorized(at('/in'))();
    expect(navigate).not.toHaveBeenCalled();
    shell.logoutOnUnauthorized(at('/app/home'))();
    expect(navigate).toHaveBeenCalledWith('/in', { replace: true });
  });
});

describe('given the shared pages of a shell', () => {
  it('the login page logs in with the configured form and goes where completeLogin says', async () => {
    const app = renderApp('/in', {
      'POST /auth/login': ok({ access_token: 'tok-1', email: 'ada@example.com' }),
      'GET /auth/user': answer(account()),
    });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/join');
    await app.user.type(await screen.findByLabelText('Username'), 'ada');
    await app.user.type(screen.getByLabelText('Password'), 'secret-password');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/app/home'));
    expect(tokenStore.get()).toBe('tok-1');
    // No uuid in the answer (an administrator's login): no read sent early.
    expect(app.calls()).toEqual(['POST /auth/login', 'GET /auth/user']);
  });

  it('a login answering the member’s uuid sends the next page’s reads beside the account read', async () => {
    const app = renderApp('/in', {
      'POST /auth/login': ok({ access_token: 'tok-2', email: 'ada@example.com', uuid: 'u-9' }),
      // The account read never answers: whatever the next page reads now left before it could.
      'GET /auth/user': pending,
      'GET /bonuses/{uuid}/summary': ok({} as DataOfKey<'GET /bonuses/{uuid}/summary'>),
    });
    await app.user.type(await screen.findByLabelText('Username'), 'ada');
    await app.user.type(screen.getByLabelText('Password'), 'secret-password');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.calls()).toContain('GET /bonuses/u-9/summary'));
    expect(app.calls()).toContain('GET /auth/user');
    expect(accountUuidStore.get()).toBe('u-9');
    expect(tokenStore.get()).toBe('tok-2');
  });

  it('the 2FA page without a pending login links to the login path and makes no call', async () => {
    const app = renderApp('/2fa?email=ada%40example.com');
    expect(await screen.findByRole('link', { name: 'log in again' })).toHaveAttribute('href', '/in');
    expect(sessionStorage.getItem(LOGIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(app.calls()).toEqual([]);
  });

  it('the reset page sends the configured user type and returns to the login path', async () => {
    const app = renderApp('/reset?email=ada%40example.com', {
      'POST /auth/reset-password': ok(null, 'Done'),
    });
    await app.user.type(await screen.findByLabelText('Code'), '123456');
    await app.user.type(screen.getByLabelText('New password'), 'new-password-1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await app.user.click(screen.getByRole('button', { name: /reset password/i }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/in'));
    expect(await app.bodyOf('POST /auth/reset-password')).toEqual({
      code: '123456',
      password: 'new-password-1',
      email: 'ada@example.com',
      user_type: 'user',
    });
  });

  it('the security page switches 2FA through the config and reloads the account', async () => {
    tokenStore.set('tok');
    let enabled = false;
    const app = renderApp('/app/security', {
      'GET /auth/user': () => answer(account({ enable_2fa: enabled })),
      'PUT /users/u-1/toggle-2fa': async (request) => {
        enabled = ((await request.json()) as { enable_2fa: boolean }).enable_2fa;
        return ok({ enable_2fa: enabled }, '2FA enabled successfully');
      },
    });
    await app.user.click(await screen.findByRole('switch'));
    expect(await screen.findByText('2FA enabled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });

  it('an unknown path shows the 404 text with the configured link', async () => {
    renderApp('/nowhere');
    expect(
      await screen.findByText('Something went wrong. The page you are looking for is not found'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/home');
  });
});
