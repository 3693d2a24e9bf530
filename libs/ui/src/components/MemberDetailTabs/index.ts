export { INACTIVE_USER, MEMBER_DETAIL_TAB_LABELS, MemberDetailTabs } from './MemberDetailTabs';
export type { MemberDetailTab, MemberDetailTabsProps } from './MemberDetailTabs';
export {
  bankTransferSchema,
  memberMessageSchema,
  memberPasswordSchema,
  MemberDetailTabsMessage,
  MemberDetailTabsPassword,
  MemberDetailTabsTransfer,
} from './MemberDetailTabsForms';
export type { BankTransferValues, MemberMessageValues, MemberPasswordValues } from './MemberDetailTabsForms';
export { memberEligibility, NO_GLOBAL_PROFITS, NO_ORDERS, NO_WITHDRAWALS } from './MemberDetailTabsPanels';
export type {
  GlobalProfitEntry,
  MemberBankProfile,
  MemberDashboard,
  MemberDetail,
  MemberEligibility,
  MemberStockistRecord,
  MemberStore,
  MemberWallet,
  WithdrawalEntry,
} from './MemberDetailTabsPanels';
export {
  downlineAsNode,
  memberAsNode,
  MemberDetailTabsNetwork,
  NO_DIRECT_DOWNLINES,
} from './MemberDetailTabsNetwork';
export type { MemberDetailTabsNetworkProps } from './MemberDetailTabsNetwork';
