import type { components } from '@kola/api';

type Admin = components['schemas']['Admin'];
type LoginResult = components['schemas']['LoginResult'];

export function admin(overrides: Partial<Admin> = {}): Admin {
  return {
    id: 1,
    email: 'admin@kola.ng',
    name: 'Back Office',
    enable_2fa: false,
    is_admin: true,
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    access_token: 'admin-session-1',
    token_type: 'Bearer',
    expires_at: null,
    login_token: null,
    email: 'admin@kola.ng',
    email_verified_at: '2025-01-01T10:00:00.000Z',
    enable_2fa: false,
    payment: 'approved',
    is_admin: true,
    ...overrides,
  };
}
