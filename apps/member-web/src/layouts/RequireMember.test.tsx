import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { authUser } from '../testing/fixtures';
import { fail, ok, renderApp } from '../testing/renderApp';

describe('given the member guard', () => {
  it('a visitor without a token on /user/dashboard lands on /login and no call is made', async () => {
    const app = renderApp('/user/dashboard');
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });

  it('an administrator token (403 on /auth/user) is cleared and sent to /login', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/user/profile', { 'GET /auth/user': fail(403, 'This action is unauthorized.') });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
  });

  it('an expired session (401) logs out', async () => {
    tokenStore.set('old-token');
    const app = renderApp('/welcome', { 'GET /auth/user': fail(401, 'Unauthenticated.') });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
  });

  it('an unpaid member on /user/* is sent to /welcome', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/wallet', {
      'GET /auth/user': ok(authUser({ payment: 'pending', status: 'inactive' })),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/welcome'));
  });

  it('a paid member on /welcome is sent to the dashboard', async () => {
    tokenStore.set('tok');
    const app = renderApp('/welcome', { 'GET /auth/user': ok(authUser()) });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/user/dashboard'));
  });

  it('the sidebar offers Become a Stockist to a member who is not a stockist', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/dashboard', { 'GET /auth/user': ok(authUser({ is_stockist: 0 })) });
    await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: /Become a Stockist/ })).toHaveAttribute(
      'href',
      '/user/stockist_reg',
    );
    expect(screen.getByRole('link', { name: /Transactions/ })).toHaveAttribute('href', '/user/wallet');
    expect(screen.queryByRole('link', { name: /Order Processing/ })).not.toBeInTheDocument();
  });

  it('a stockist sees the stockist menu instead', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/dashboard', { 'GET /auth/user': ok(authUser({ is_stockist: 1 })) });
    await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: /Order Processing/ })).toHaveAttribute(
      'href',
      '/user/order',
    );
    expect(screen.queryByRole('link', { name: /Become a Stockist/ })).not.toBeInTheDocument();
  });
});

describe('given an unknown path', () => {
  it('shows the 404 text', async () => {
    renderApp('/this-path-does-not-exist');
    expect(
      await screen.findByText('Something went wrong. The page you are looking for is not found'),
    ).toBeInTheDocument();
  });
});
