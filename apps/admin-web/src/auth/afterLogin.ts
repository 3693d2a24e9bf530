import { loginTokenStore, tokenStore, type components } from '@kola/api';
import { paths, withEmail } from '../paths';

type LoginResult = components['schemas']['LoginResult'];

/**
 * Where an administrator goes after a login step (docs/screens/member.md#journeys): 2FA on → the 2FA page
 * with the login_token kept for this tab; otherwise the session token is stored → the dashboard.
 */
export function completeAdminLogin(result: LoginResult, typedEmail: string): string {
  const email = result.email ?? typedEmail;
  if (!result.access_token) {
    // The code step: 2FA is on, or the account was guessed at and this sign-in needs an emailed code.
    if (result.login_token) {
      loginTokenStore.set(result.login_token);
      return withEmail(paths.twoFactorAuth, email);
    }
    return paths.login;
  }
  loginTokenStore.clear();
  tokenStore.set(result.access_token);
  // docs/security.md#production-defaults: the set-up password is changed before anything else.
  return result.password_change_required ? paths.admin.security : paths.admin.dashboard;
}
