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

type Package = components['schemas']['Package'];

/** Registration packages as GET /packages/all answers them (cheapest first, naira). */
export function packages(): Package[] {
  return [
    {
      id: 1,
      name: 'Starter',
      point_value: 10,
      registration_value: 12345,
      pickup_amount: 6000,
      matching_bonus_cap: 0,
    },
    {
      id: 2,
      name: 'Silver',
      point_value: 20,
      registration_value: 70000,
      pickup_amount: 35000,
      matching_bonus_cap: 20000,
    },
    {
      id: 3,
      name: 'Gold',
      point_value: 40,
      registration_value: 140000,
      pickup_amount: 70000,
      matching_bonus_cap: 50000,
    },
  ];
}
