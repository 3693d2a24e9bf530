// Public exports of the memberMoney pieces (explicit named re-exports; owned by one work stream).

// Incentives and ranks (dashboard)
export {
  ClaimedIncentivesTable,
  NO_CLAIMED_INCENTIVES_TEXT,
} from '../components/ClaimedIncentivesTable/index';
export type {
  ClaimedIncentive,
  ClaimedIncentivesTableProps,
} from '../components/ClaimedIncentivesTable/index';
export { CurrentIncentiveCard } from '../components/CurrentIncentiveCard/index';
export type {
  CurrentIncentive,
  CurrentIncentiveCardProps,
  IncentiveClaimStatus,
} from '../components/CurrentIncentiveCard/index';
export { GENERAL_MESSAGE_LOAD_ERROR, GeneralMessageBox } from '../components/GeneralMessageBox/index';
export type { GeneralMessageBoxProps } from '../components/GeneralMessageBox/index';
export { InviteFriendForm, inviteFriendSchema } from '../components/InviteFriendForm/index';
export type { InviteFriendFormProps, InviteFriendValues } from '../components/InviteFriendForm/index';
export { NO_RANK_TEXT, RANK_LOAD_ERROR, RankBadge } from '../components/RankBadge/index';
export type { RankBadgeProps, RankBadgeRank } from '../components/RankBadge/index';
export { copyText, ReferralLink } from '../components/ReferralLink/index';
export type { ReferralLinkProps } from '../components/ReferralLink/index';

// Payments (welcome page, profile upgrade)
export { PackageUpgradeCard, SELECT_UPGRADE_PACKAGE_MESSAGE } from '../components/PackageUpgradeCard/index';
export type { PackageUpgradeCardProps, UpgradePackage } from '../components/PackageUpgradeCard/index';
export {
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PAYMENT_WINDOW_MS,
  PaymentModal,
} from '../components/PaymentModal/index';
export type {
  PaymentModalProps,
  PaymentModalStatus,
  PaymentProviderMessage,
  PaymentResult,
} from '../components/PaymentModal/index';
export { PayWithWalletButton } from '../components/PayWithWalletButton/index';
export type { PayWithWalletButtonProps } from '../components/PayWithWalletButton/index';

// Forms (profile, bank details, wallet)
export {
  ACCOUNT_NUMBER_PATTERN,
  BankDetailsForm,
  bankDetailsSchema,
  NO_BANK_DETAILS_TEXT,
} from '../components/BankDetailsForm/index';
export type {
  BankDetailsFormProps,
  BankDetailsValues,
  BankListItem,
} from '../components/BankDetailsForm/index';
export { ProfileEditForm, profileEditSchema } from '../components/ProfileEditForm/index';
export type { ProfileEditFormProps, ProfileEditValues } from '../components/ProfileEditForm/index';
export {
  WITHDRAWAL_AMOUNT_INVALID,
  WithdrawalForm,
  withdrawalBreakdown,
} from '../components/WithdrawalForm/index';
export type {
  WithdrawalFormProps,
  WithdrawalFormValues,
  WithdrawalSettings,
} from '../components/WithdrawalForm/index';
