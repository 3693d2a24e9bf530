import type { ApiClient, EarlyRead, LoginResult, UserType } from '@kola/api';
import type { LoginVariant } from './pages/LoginPage';

/** What every signed-in account read (GET /auth/user, GET /auth/admin) answers at least. */
export interface ShellAccount {
  /** Remembered with the token (accountUuidStore) so an app can start a page's reads early. */
  uuid?: string;
  email: string;
  enable_2fa: boolean;
  /** An administrator who must choose a password first (docs/security.md#production-defaults). */
  password_change_required?: boolean;
}

/** The account read as the guard and the security page use it (an SWR response fits). */
export interface AccountQuery<A> {
  data?: A | undefined;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/** The paths of an app that the shell's pages link and navigate to. */
export interface ShellPaths {
  /** The login screen: where the guard, logout, an expired 2FA login and a reset lead. */
  login: string;
  /** The reset page (`?email=`) that the login screen's forgot-password request opens. */
  resetPassword: string;
  /** The 2FA page (`?email=`) a login with 2FA on continues on. */
  twoFactorAuth: string;
  /** Where the 404 page's link leads. */
  home: string;
  /** The register page the member login form links to (member logins only). */
  register?: string;
}

/**
 * Everything that differs between two apps in the shared shell: one object per app, given to
 * createAppShell (docs/adr/0009-app-shell-library.md).
 */
export interface AppShellConfig<A extends ShellAccount> {
  /** Who signs in: `user` (members, by username) or `admin` (by email); sent with every auth call. */
  userType: UserType;
  paths: ShellPaths;
  /** The login screen's form and call: `memberLogin` (username) or `adminLogin` (email). */
  login: LoginVariant;
  texts: {
    /** The 404 page's link text, e.g. "Go to home page". */
    notFoundHomeLabel: string;
  };
  /** Where a finished login step leads (it stores the tokens it gets); `typedEmail` is "" after a username login. */
  completeLogin: (result: LoginResult, typedEmail: string) => string;
  /**
   * The reads the page at `pathname` makes for the account `uuid` (the app's early reads): sent as
   * soon as a login answers with a session and the uuid, while the app goes there.
   */
  earlyReads?: (uuid: string, pathname: string) => readonly EarlyRead[];
  /** Paths where a 401/403 means "your session is gone" and the app returns to `paths.login`. */
  needsSession: (pathname: string) => boolean;
  account: {
    /** The signed-in account's read; no request while `enabled` is false. */
    useQuery: (enabled?: boolean) => AccountQuery<A>;
    /** An account this app serves (a member app turns an administrator away, and vice versa). */
    accepts: (account: A) => boolean;
    /**
     * A read error that means "not signed in here": the token is cleared and the visitor goes to
     * the login screen. Any other error shows "We could not load your account" with Try again.
     */
    signsOut: (error: unknown) => boolean;
    /** Switches the account's 2FA; resolves with the server's message. */
    toggleTwoFactor: (api: ApiClient, account: A, enable_2fa: boolean) => Promise<string>;
  };
}
