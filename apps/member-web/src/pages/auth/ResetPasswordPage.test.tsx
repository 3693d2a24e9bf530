import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp } from '../../testing/renderApp';

describe('given the reset-password page', () => {
  it('without an email shows the warning and makes no call', async () => {
    const app = renderApp('/reset-password');
    expect(
      await screen.findByText('Invalid email address, please return to previous page'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });

  it('with an email resets the password and goes to login with the server message', async () => {
    const app = renderApp('/reset-password?email=ada%40example.com', {
      'POST /auth/reset-password': ok(null, 'Password has been reset successfully, please login to continue'),
    });
    await app.user.type(await screen.findByLabelText('Code'), '123456');
    await app.user.type(screen.getByLabelText('New password'), 'new-password-1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await app.user.click(screen.getByRole('button', { name: /reset password/i }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/login'));
    expect(await app.bodyOf('POST /auth/reset-password')).toEqual({
      code: '123456',
      password: 'new-password-1',
      email: 'ada@example.com',
      user_type: 'user',
    });
    expect(
      await screen.findByText('Password has been reset successfully, please login to continue'),
    ).toBeInTheDocument();
  });
});

describe('given the email-confirmation page', () => {
  it('without an email shows the warning and makes no call', async () => {
    const app = renderApp('/email-confirmation');
    expect(
      await screen.findByText('Invalid email address, please return to previous page'),
    ).toBeInTheDocument();
    expect(app.calls()).toEqual([]);
  });

  it('confirms the code and goes to login', async () => {
    const app = renderApp('/email-confirmation?email=ada%40example.com', {
      'POST /auth/email-confirmation': ok(null, 'Email confirmed successfully, please login to continue'),
    });
    await app.user.type(await screen.findByLabelText('Code'), '654321');
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.navigation.location.pathname).toBe('/login'));
    expect(await app.bodyOf('POST /auth/email-confirmation')).toEqual({
      email: 'ada@example.com',
      code: '654321',
    });
  });
});
