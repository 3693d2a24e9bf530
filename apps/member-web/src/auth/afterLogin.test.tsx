import { afterEach, describe, expect, it } from 'vitest';
import { loginTokenStore, tokenStore, type components } from '@kola/api';
import { paths } from '../paths';
import { completeMemberLogin } from './afterLogin';

type LoginResult = components['schemas']['LoginResult'];

const result = (over: Partial<LoginResult>): LoginResult => ({
  email: 'ada@example.com',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  enable_2fa: false,
  payment: 'approved',
  is_admin: false,
  access_token: null,
  login_token: null,
  ...over,
});

afterEach(() => {
  tokenStore.clear();
  loginTokenStore.clear();
});

describe('completeMemberLogin', () => {
  it('opens the code step when the server asks for an emailed code although 2FA is off', () => {
    // docs/security.md#rate-limits: after repeated wrong passwords a correct one needs a code.
    const next = completeMemberLogin(result({ login_token: 'challenge-token' }));
    expect(next).toBe(`${paths.twoFactorAuth}?email=ada%40example.com`);
    expect(loginTokenStore.get()).toBe('challenge-token');
    expect(tokenStore.get()).toBeNull();
  });

  it('stores the session and opens the dashboard when the login answers a token', () => {
    const next = completeMemberLogin(result({ access_token: 'session-token' }));
    expect(next).toBe(paths.user.dashboard);
    expect(tokenStore.get()).toBe('session-token');
  });
});
