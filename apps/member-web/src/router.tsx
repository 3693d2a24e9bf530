import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayoutRoute, lazyRoute, type AuthRouteHandle } from '@kola/app-shell';
import { paths, userChild } from './paths';
import { memberShell } from './shell';

const {
  LoginPage,
  NotFoundPage,
  RequireAccount: RequireMember,
  ResetPasswordPage,
  TwoFactorAuthPage,
} = memberShell;

const auth = (handle: AuthRouteHandle) => ({ handle });

/**
 * Every page but the login loads on demand (`lazyRoute`, its own chunk): a visitor on the
 * login screen downloads none of the member area (docs/adr/0014-static-delivery.md#budgets). A new
 * page is one more `userPage(…)`.
 */
const userPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path: userChild(path),
  Component: lazyRoute(load),
});

/** The only route table of member-web (docs/screens/member.md#routes). */
export const routes: RouteObject[] = [
  {
    element: <AuthLayoutRoute />,
    children: [
      {
        path: paths.root,
        element: <LoginPage />,
        ...auth({ title: 'Partner login', subtitle: 'Sign in with your username' }),
      },
      {
        path: paths.login,
        element: <LoginPage />,
        ...auth({ title: 'Partner login', subtitle: 'Sign in with your username' }),
      },
      {
        path: paths.register,
        Component: lazyRoute(() => import('./pages/auth/RegisterPage').then((m) => m.RegisterPage)),
        ...auth({ title: 'Become a partner', width: 'wide' }),
      },
      {
        path: paths.emailConfirmation,
        Component: lazyRoute(() =>
          import('./pages/auth/EmailConfirmationPage').then((m) => m.EmailConfirmationPage),
        ),
        ...auth({ title: 'Confirm your email' }),
      },
      {
        path: paths.twoFactorAuth,
        element: <TwoFactorAuthPage />,
        ...auth({ title: 'Two-factor authentication' }),
      },
      {
        path: paths.resetPassword,
        element: <ResetPasswordPage />,
        ...auth({ title: 'Reset your password' }),
      },
    ],
  },
  {
    element: <RequireMember />,
    children: [
      {
        path: paths.welcome,
        Component: lazyRoute(() => import('./pages/welcome/WelcomePage').then((m) => m.WelcomePage)),
      },
      {
        path: paths.user.root,
        Component: lazyRoute(() => import('./layouts/MemberLayout').then((m) => m.MemberLayout)),
        children: [
          { index: true, element: <Navigate to={paths.user.dashboard} replace /> },
          userPage(paths.user.dashboard, () =>
            import('./pages/user/DashboardPage').then((m) => m.DashboardPage),
          ),
          userPage(paths.user.profile, () => import('./pages/user/ProfilePage').then((m) => m.ProfilePage)),
          userPage(paths.user.wallet, () => import('./pages/user/WalletPage').then((m) => m.WalletPage)),
          userPage(paths.user.downlines, () =>
            import('./pages/user/DownlinesPage').then((m) => m.DownlinesPage),
          ),
          userPage(paths.user.genealogy, () =>
            import('./pages/user/GenealogyPage').then((m) => m.GenealogyPage),
          ),
          userPage(paths.user.repurchase, () =>
            import('./pages/user/RepurchasePage').then((m) => m.RepurchasePage),
          ),
          { path: userChild(paths.user.security), Component: memberShell.SecurityPage },
          userPage(paths.user.stockistReg, () =>
            import('./pages/user/StockistRegPage').then((m) => m.StockistRegPage),
          ),
          userPage(paths.user.stockistProfile, () =>
            import('./pages/user/StockistProfilePage').then((m) => m.StockistProfilePage),
          ),
          userPage(paths.user.stockPurchase, () =>
            import('./pages/user/StockPurchasePage').then((m) => m.StockPurchasePage),
          ),
          userPage(paths.user.stockistRecord, () =>
            import('./pages/user/StockistRecordPage').then((m) => m.StockistRecordPage),
          ),
          userPage(paths.user.order, () => import('./pages/user/OrderPage').then((m) => m.OrderPage)),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * docs/security.md#route-guards: any 401/403 logs out (the client already cleared the token): leave member
 * screens for /login.
 */
export const logoutOnUnauthorized = memberShell.logoutOnUnauthorized;
