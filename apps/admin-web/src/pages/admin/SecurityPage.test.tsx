import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin } from '../../testing/fixtures';
import { ok, renderApp } from '../../testing/renderApp';

describe('given the admin security page', () => {
  it('the 2FA switch sends PUT /auth/toggle-admin-2fa, shows the message and reloads the admin record', async () => {
    tokenStore.set('admin-token');
    let enabled = false;
    const app = renderApp('/admin/security', {
      'GET /auth/admin': () => ok(admin({ enable_2fa: enabled })),
      'PUT /auth/toggle-admin-2fa': async (request) => {
        enabled = ((await request.json()) as { enable_2fa: boolean }).enable_2fa;
        return ok(admin({ enable_2fa: enabled }), '2FA enabled successfully');
      },
    });
    const toggle = await screen.findByRole('switch');
    expect(toggle).not.toBeChecked();
    await app.user.click(toggle);
    expect(await screen.findByText('2FA enabled successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /auth/toggle-admin-2fa')).toEqual({ enable_2fa: true });
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(app.calls().filter((call) => call === 'GET /auth/admin').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Enabled')).toBeInTheDocument();
  });

  it('changes the password with user_type admin', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/security', {
      'GET /auth/admin': ok(admin()),
      'POST /auth/change-password-link': ok(null, 'Change password code has been sent to your email address'),
    });
    await app.user.click(await screen.findByRole('tab', { name: 'Change Password' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@kola.ng');
    await app.user.type(screen.getByLabelText('Old password'), 'old-password');
    await app.user.click(screen.getByRole('button', { name: 'Send Confirmation code' }));
    expect(await screen.findByLabelText('Confirmation code')).toBeInTheDocument();
    expect(await app.bodyOf('POST /auth/change-password-link')).toEqual({
      email: 'admin@kola.ng',
      old_password: 'old-password',
      user_type: 'admin',
    });
  });
});
