import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayoutRoute, lazyRoute, type AuthRouteHandle } from '@kola/app-shell';
import { adminChild, paths } from './paths';
import { adminShell } from './shell';

const {
  LoginPage: AdminLoginPage,
  NotFoundPage,
  RequireAccount: RequireAdmin,
  ResetPasswordPage: AdminResetPasswordPage,
  TwoFactorAuthPage: AdminTwoFactorAuthPage,
} = adminShell;

const auth = (handle: AuthRouteHandle) => ({ handle });

/** The back office (its shell and every page) loads on demand: the login screen downloads none of it. */
const adminPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path: adminChild(path),
  Component: lazyRoute(load),
});

/** The only route table of admin-web (docs/screens/back-office.md#routes). */
export const routes: RouteObject[] = [
  {
    element: <AuthLayoutRoute />,
    children: [
      { path: paths.login, element: <AdminLoginPage />, ...auth({ title: 'Administrator login' }) },
      {
        path: paths.twoFactorAuth,
        element: <AdminTwoFactorAuthPage />,
        ...auth({ title: 'Two-factor authentication' }),
      },
      {
        path: paths.resetPassword,
        element: <AdminResetPasswordPage />,
        ...auth({ title: 'Reset your password' }),
      },
    ],
  },
  {
    path: paths.admin.root,
    element: <RequireAdmin />,
    children: [
      {
        Component: lazyRoute(() => import('./layouts/AdminLayout').then((m) => m.AdminLayout)),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
          adminPage(paths.admin.dashboard, () =>
            import('./pages/admin/DashboardPage').then((m) => m.DashboardPage),
          ),
          adminPage(paths.admin.users, () => import('./pages/admin/UsersPage').then((m) => m.UsersPage)),
          adminPage(paths.admin.user, () =>
            import('./pages/admin/MemberDetailPage').then((m) => m.MemberDetailPage),
          ),
          adminPage(paths.admin.wallet, () => import('./pages/admin/WalletPage').then((m) => m.WalletPage)),
          adminPage(paths.admin.transactions, () =>
            import('./pages/admin/TransactionsPage').then((m) => m.TransactionsPage),
          ),
          adminPage(paths.admin.runs, () => import('./pages/admin/RunsPage').then((m) => m.RunsPage)),
          adminPage(paths.admin.ranks, () => import('./pages/admin/RanksPage').then((m) => m.RanksPage)),
          adminPage(paths.admin.incentives, () =>
            import('./pages/admin/IncentivesPage').then((m) => m.IncentivesPage),
          ),
          adminPage(paths.admin.incentiveRequests, () =>
            import('./pages/admin/IncentiveRequestsPage').then((m) => m.IncentiveRequestsPage),
          ),
          adminPage(paths.admin.products, () =>
            import('./pages/admin/ProductsPage').then((m) => m.ProductsPage),
          ),
          adminPage(paths.admin.packages, () =>
            import('./pages/admin/PackagesPage').then((m) => m.PackagesPage),
          ),
          { path: adminChild(paths.admin.security), Component: adminShell.SecurityPage },
          adminPage(paths.admin.bonusSettings, () =>
            import('./pages/admin/BonusSettingsPage').then((m) => m.BonusSettingsPage),
          ),
          adminPage(paths.admin.referralBonusSettings, () =>
            import('./pages/admin/ReferralBonusSettingsPage').then((m) => m.ReferralBonusSettingsPage),
          ),
          adminPage(paths.admin.globalProfitSettings, () =>
            import('./pages/admin/GlobalProfitSettingsPage').then((m) => m.GlobalProfitSettingsPage),
          ),
          adminPage(paths.admin.profitPoolSettings, () =>
            import('./pages/admin/ProfitPoolSettingsPage').then((m) => m.ProfitPoolSettingsPage),
          ),
          adminPage(paths.admin.createStockistPackage, () =>
            import('./pages/admin/CreateStockistPackagePage').then((m) => m.CreateStockistPackagePage),
          ),
          adminPage(paths.admin.upgradeSettings, () =>
            import('./pages/admin/UpgradeSettingsPage').then((m) => m.UpgradeSettingsPage),
          ),
          adminPage(paths.admin.unilevelSettings, () =>
            import('./pages/admin/UnilevelSettingsPage').then((m) => m.UnilevelSettingsPage),
          ),
          adminPage(paths.admin.withdrawalSettings, () =>
            import('./pages/admin/WithdrawalSettingsPage').then((m) => m.WithdrawalSettingsPage),
          ),
          adminPage(paths.admin.companyDetails, () =>
            import('./pages/admin/CompanyDetailsPage').then((m) => m.CompanyDetailsPage),
          ),
          adminPage(paths.admin.stockistUplineBonusSetting, () =>
            import('./pages/admin/StockistUplineBonusSettingPage').then(
              (m) => m.StockistUplineBonusSettingPage,
            ),
          ),
          adminPage(paths.admin.auditLog, () =>
            import('./pages/admin/AuditLogPage').then((m) => m.AuditLogPage),
          ),
          adminPage(paths.admin.bonusesNotPaid, () =>
            import('./pages/admin/BonusesNotPaidPage').then((m) => m.BonusesNotPaidPage),
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * docs/security.md#route-guards: any 401/403 logs out (the client already cleared the token): leave /admin
 * for the login screen.
 */
export const logoutOnUnauthorized = adminShell.logoutOnUnauthorized;
