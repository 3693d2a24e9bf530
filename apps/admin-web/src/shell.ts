import { ApiError, useAuthAdmin, type components } from '@kola/api';
import { adminLogin, createAppShell } from '@kola/app-shell';
import { completeAdminLogin } from './auth/afterLogin';
import { paths } from './paths';

export type Admin = components['schemas']['Admin'];

/** admin-web's shell (@kola/app-shell): what differs from the member portal. */
export const adminShell = createAppShell<Admin>({
  userType: 'admin',
  paths: {
    login: paths.login,
    resetPassword: paths.resetPassword,
    twoFactorAuth: paths.twoFactorAuth,
    home: paths.admin.dashboard,
  },
  login: adminLogin,
  texts: { notFoundHomeLabel: 'Go to the dashboard' },
  completeLogin: completeAdminLogin,
  /** Paths where a 401/403 means "your session is gone". */
  needsSession: (pathname) => pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`),
  /**
   * Guard of the /admin routes (docs/security.md#route-guards): no stored token → the login screen; otherwise
   * GET /auth/admin must answer an administrator. If it does not, or the server answers the check
   * with an error, the stored token is removed and the visitor goes to the login screen:
   * /admin-login, the administrator's login screen (a member's is /login). A check that got no
   * answer at all (the connection dropped, or the page was left while it ran: the browser aborts
   * the call, and the leaving page would otherwise clear the token the next page needs) keeps the
   * token and offers Try again.
   */
  account: {
    useQuery: useAuthAdmin,
    accepts: (admin) => admin.is_admin,
    signsOut: (error) => !(error instanceof ApiError && error.status === null),
    // docs/screens/back-office.md#security: the toggle saves on click, then the admin record is reloaded.
    toggleTwoFactor: async (api, _admin, enable_2fa) => {
      const { data } = await api.PUT('/auth/toggle-admin-2fa', { body: { enable_2fa } });
      return data!.message;
    },
  },
});

/** The signed-in administrator, for any route under the admin guard. */
export const useAdmin = adminShell.useAccount;
/** Logout (docs/screens/member.md#journeys): end the session and reload on the administrator login screen. */
export const useLogout = adminShell.useLogout;
