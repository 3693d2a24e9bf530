import { loginTokenStore, tokenStore, type components } from '@kola/api';
import { paths, withEmail } from '../paths';

type LoginResult = components['schemas']['LoginResult'];

/**
 * Where a member goes after a login step (docs/screens/member.md#journeys): an unconfirmed email → email
 * confirmation; 2FA on → the 2FA page with the login_token kept for this tab; otherwise the session token is
 * stored and a paid member goes to the dashboard, an unpaid one to welcome.
 */
export function completeMemberLogin(result: LoginResult, typedEmail?: string): string {
  const email = result.email ?? typedEmail ?? '';
  if (result.email_verified_at === null && !result.access_token) {
    return withEmail(paths.emailConfirmation, email);
  }
  // The code step: 2FA is on, or the account was guessed at and this sign-in needs an emailed code.
  if ((result.enable_2fa || result.login_token) && !result.access_token) {
    if (result.login_token) loginTokenStore.set(result.login_token);
    return withEmail(paths.twoFactorAuth, email);
  }
  if (!result.access_token) return paths.login;
  loginTokenStore.clear();
  tokenStore.set(result.access_token);
  return result.payment === 'approved' ? paths.user.dashboard : paths.welcome;
}
