import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin } from '../testing/fixtures';
import { fail, ok, renderApp } from '../testing/renderApp';

describe('given the admin guard', () => {
  it('a visitor without a token goes to /admin-login and no call is made', async () => {
    const app = renderApp('/admin/dashboard');
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin-login'));
    expect(app.calls()).toEqual([]);
  });

  it('a member token (403 on /auth/admin) is cleared and sent to /admin-login', async () => {
    tokenStore.set('member-token');
    const app = renderApp('/admin/users', { 'GET /auth/admin': fail(403, 'This action is unauthorized.') });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin-login'));
    expect(tokenStore.get()).toBeNull();
    expect(await screen.findByRole('form', { name: 'Administrator login' })).toBeInTheDocument();
  });

  it('a check the server answers with an error clears the token too', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/dashboard', { 'GET /auth/admin': fail(500, 'Server error') });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin-login'));
    expect(tokenStore.get()).toBeNull();
  });

  it('a check that gets no answer keeps the token and offers Try again, which loads the back office', async () => {
    tokenStore.set('admin-token');
    let answered = false;
    const app = renderApp('/admin/dashboard', {
      // The connection dropped, or the browser aborted the call as the page was left.
      'GET /auth/admin': async () => {
        if (!answered) {
          answered = true;
          throw new TypeError('Failed to fetch');
        }
        return ok(admin());
      },
    });
    expect(await screen.findByText('We could not load your account')).toBeInTheDocument();
    expect(tokenStore.get()).toBe('admin-token');
    expect(app.navigation.location.pathname).toBe('/admin/dashboard');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(tokenStore.get()).toBe('admin-token');
  });

  it('an administrator sees the back office with its menu', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin', { 'GET /auth/admin': ok(admin()) });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Company Finance' })).toHaveAttribute('href', '/admin/wallet');
    await app.user.click(screen.getByRole('button', { name: /Settings/ }));
    expect(screen.getByRole('link', { name: 'Stockist Upline Bonus' })).toHaveAttribute(
      'href',
      '/admin/stockist-upline-bonus-setting',
    );
  });

  it('an administrator who must choose a password first is kept on the security page', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/dashboard', {
      'GET /auth/admin': ok(admin({ password_change_required: true })),
    });
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin/security'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your own password');
    expect(await screen.findByRole('tab', { name: 'Change Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.navigation.navigate('/admin/users');
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/admin/security'));
    // Nothing but the account was read: every other call would be refused until the change.
    expect(app.calls().filter((c) => c !== 'GET /auth/admin')).toEqual([]);
  });

  it('an unknown /admin path shows the 404 text', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/nothing-here', { 'GET /auth/admin': ok(admin()) });
    expect(
      await screen.findByText('Something went wrong. The page you are looking for is not found'),
    ).toBeInTheDocument();
  });
});
