import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { authUser } from '../../testing/fixtures';
import { ok, renderApp } from '../../testing/renderApp';

describe('given the member security page', () => {
  it('changes the password in two steps', async () => {
    tokenStore.set('tok');
    const app = renderApp('/user/security', {
      'GET /auth/user': ok(authUser()),
      'POST /auth/change-password-link': ok(null, 'Change password code has been sent to your email address'),
      'POST /auth/change-password': ok(null, 'Password has been changed successfully'),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Change Password' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await app.user.type(screen.getByLabelText('Old password'), 'old-password');
    await app.user.click(screen.getByRole('button', { name: 'Send Confirmation code' }));
    expect(
      await screen.findByText('Change password code has been sent to your email address'),
    ).toBeInTheDocument();
    expect(await app.bodyOf('POST /auth/change-password-link')).toEqual({
      email: 'ada@example.com',
      old_password: 'old-password',
      user_type: 'user',
    });

    await app.user.type(await screen.findByLabelText('Confirmation code'), '112233');
    await app.user.type(screen.getByLabelText('New password'), 'new-password-9');
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password has been changed successfully')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await app.bodyOf('POST /auth/change-password')).toEqual({
        code: '112233',
        password: 'new-password-9',
        email: 'ada@example.com',
        user_type: 'user',
      }),
    );
  });
});

describe('given the member 2FA switch', () => {
  it('sends PUT /users/{uuid}/toggle-2fa, shows the message and reloads the member', async () => {
    tokenStore.set('tok');
    let enabled = false;
    const uuid = authUser().uuid;
    const app = renderApp('/user/security', {
      'GET /auth/user': () => ok(authUser({ enable_2fa: enabled })),
      [`PUT /users/${uuid}/toggle-2fa`]: async (request) => {
        enabled = ((await request.json()) as { enable_2fa: boolean }).enable_2fa;
        return ok({ enable_2fa: enabled }, '2FA enabled successfully');
      },
    });
    await app.user.click(await screen.findByRole('switch'));
    expect(await screen.findByText('2FA enabled successfully')).toBeInTheDocument();
    expect(await app.bodyOf(`PUT /users/${uuid}/toggle-2fa`)).toEqual({ enable_2fa: true });
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });
});
