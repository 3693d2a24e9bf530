import { ApiError, useAuthUser, type components } from '@kola/api';
import { createAppShell, memberLogin } from '@kola/app-shell';
import { completeMemberLogin } from './auth/afterLogin';
import { memberEarlyReads } from './earlyReads';
import { paths } from './paths';

export type Member = components['schemas']['AuthUser'];

/** member-web's shell (@kola/app-shell): what differs from the back office. */
export const memberShell = createAppShell<Member>({
  userType: 'user',
  paths: {
    login: paths.login,
    resetPassword: paths.resetPassword,
    twoFactorAuth: paths.twoFactorAuth,
    home: paths.root,
    register: paths.register,
  },
  login: memberLogin,
  texts: { notFoundHomeLabel: 'Go to home page' },
  completeLogin: completeMemberLogin,
  earlyReads: memberEarlyReads,
  /** Paths where a 401/403 means "your session is gone": back to the login screen. */
  needsSession: (pathname) =>
    pathname === paths.welcome || pathname.startsWith(`${paths.user.root}/`) || pathname === paths.user.root,
  /**
   * Guard of the member routes (docs/security.md#route-guards): no stored token → /login; the token must
   * belong to a member (GET /auth/user), an administrator's is refused (the API answers 403, which clears
   * the token) and goes to /login as well.
   */
  account: {
    useQuery: useAuthUser,
    accepts: (member) => !member.is_admin,
    signsOut: (error) => error instanceof ApiError && (error.isAuthFailure || error.status === 404),
    toggleTwoFactor: async (api, member, enable_2fa) => {
      const { data } = await api.PUT('/users/{uuid}/toggle-2fa', {
        params: { path: { uuid: member.uuid } },
        body: { enable_2fa },
      });
      return data!.message;
    },
  },
});

/** The signed-in member, for any route under the member guard. */
export const useMember = memberShell.useAccount;
/**
 * Logout (docs/screens/member.md#journeys): end the session and reload on the login screen so no state
 * survives.
 */
export const useLogout = memberShell.useLogout;
