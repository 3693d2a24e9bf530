import { afterEach, describe, expect, it } from 'vitest';
import { loginTokenStore, tokenStore, type components } from '@kola/api';
import { paths } from '../paths';
import { completeAdminLogin } from './afterLogin';

type LoginResult = components['schemas']['LoginResult'];

const result = (over: Partial<LoginResult>): LoginResult => ({
  email: 'admin@kolaherbal.test',
  email_verified_at: null,
  enable_2fa: false,
  payment: 'approved',
  is_admin: true,
  access_token: null,
  login_token: null,
  ...over,
});

afterEach(() => {
  tokenStore.clear();
  loginTokenStore.clear();
});

describe('completeAdminLogin', () => {
  it('opens the code step when the server asks for an emailed code although 2FA is off', () => {
    // docs/security.md#rate-limits: after repeated wrong passwords a correct one needs a code.
    const next = completeAdminLogin(result({ login_token: 'challenge-token' }), 'admin@kolaherbal.test');
    expect(next).toBe(`${paths.twoFactorAuth}?email=admin%40kolaherbal.test`);
    expect(loginTokenStore.get()).toBe('challenge-token');
    expect(tokenStore.get()).toBeNull();
  });

  it('goes back to the login screen when the answer has neither a session nor a code step', () => {
    expect(completeAdminLogin(result({}), 'admin@kolaherbal.test')).toBe(paths.login);
  });
});
