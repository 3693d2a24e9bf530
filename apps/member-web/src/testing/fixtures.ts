import type { components } from '@kola/api';

type AuthUser = components['schemas']['AuthUser'];
type LoginResult = components['schemas']['LoginResult'];

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uuid: '9b2f7a7e-3d1c-4f6a-9d1e-2c9a8f1b0c11',
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'adaok',
    email: 'ada@example.com',
    phone: '+2348012345678',
    package_id: 2,
    package_name: 'Silver',
    reg_package_id: 2,
    rank_id: null,
    created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    is_stockist: 0,
    photo_path: null,
    withdrawal_amount: 0,
    status: 'active',
    email_verified_at: '2025-01-01T10:00:00.000Z',
    enable_2fa: false,
    payment: 'approved',
    is_admin: false,
    ...overrides,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    access_token: 'session-token-1',
    token_type: 'Bearer',
    expires_at: null,
    login_token: null,
    email: 'ada@example.com',
    email_verified_at: '2025-01-01T10:00:00.000Z',
    enable_2fa: false,
    payment: 'approved',
    is_admin: false,
    ...overrides,
  };
}
