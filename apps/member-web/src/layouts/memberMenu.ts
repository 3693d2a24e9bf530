import type { MemberRouteHrefs } from '@kola/ui';
import { paths } from '../paths';

/**
 * Where the member sidebar (docs/screens/member.md#sidebar, built by MemberSidebar in @kola/ui) links to, by
 * route name: read from paths.ts so links and routes cannot diverge.
 */
export const memberHrefs: MemberRouteHrefs = {
  'user-dashboard': paths.user.dashboard,
  'user-profile': paths.user.profile,
  'user-downlines': paths.user.downlines,
  'user-genealogy': paths.user.genealogy,
  'user-wallet': paths.user.wallet,
  'user-repurchase': paths.user.repurchase,
  'user-security': paths.user.security,
  'user-stockist_reg': paths.user.stockistReg,
  'user-stockistprofile': paths.user.stockistProfile,
  'user-stockpurchase': paths.user.stockPurchase,
  'user-stockistrecord': paths.user.stockistRecord,
  'user-order': paths.user.order,
};
