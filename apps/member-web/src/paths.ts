import { childPath } from '@kola/app-shell/routing';

/** Every member-web path (docs/screens/member.md#routes). Routes and links both read from here. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  twoFactorAuth: '/two-factor-auth',
  emailConfirmation: '/email-confirmation',
  welcome: '/welcome',
  user: {
    root: '/user',
    dashboard: '/user/dashboard',
    profile: '/user/profile',
    wallet: '/user/wallet',
    downlines: '/user/downlines',
    genealogy: '/user/genealogy',
    repurchase: '/user/repurchase',
    security: '/user/security',
    stockistReg: '/user/stockist_reg',
    stockistProfile: '/user/stockistprofile',
    stockPurchase: '/user/stockpurchase',
    stockistRecord: '/user/stockistrecord',
    order: '/user/order',
  },
} as const;

/** A /user path relative to the /user layout route, e.g. "dashboard". */
export function userChild(path: string): string {
  return childPath(paths.user.root, path);
}

/** `?email=…` on the pages that read the address from the query. */
export { withEmail } from '@kola/app-shell/routing';
