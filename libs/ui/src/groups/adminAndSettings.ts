// Public exports of the adminAndSettings pieces (explicit named re-exports; owned by one work stream).

// Uploads (receipts, pictures): the 500 kB rule of 03 §5 / 04 §8.
export {
  checkUpload,
  FileUploadField,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  UPLOAD_SIZE_MESSAGE,
  uploadRule,
} from '../components/FileUploadField/index';
export type { FileUploadFieldProps } from '../components/FileUploadField/index';

// Stockist registration and store profile (02 §2.2, §2.3)
export { CompanyBankAccounts, NO_COMPANY_BANKS } from '../components/CompanyBankAccounts/index';
export type { CompanyBank, CompanyBankAccountsProps } from '../components/CompanyBankAccounts/index';
export {
  DISCLAIMER_REQUIRED,
  STOCKIST_DISCLAIMER,
  stockistRegistrationSchema,
  StockistRegistrationForm,
  storeFieldsSchema,
} from '../components/StockistRegistrationForm/index';
export type {
  StockistPackageOption,
  StockistRegistrationFields,
  StockistRegistrationFormProps,
  StockistRegistrationValues,
} from '../components/StockistRegistrationForm/index';
export { StoreDetailsForm } from '../components/StoreDetailsForm/index';
export type {
  StoreDetailsFields,
  StoreDetailsFormProps,
  StoreDetailsValues,
} from '../components/StoreDetailsForm/index';
export {
  NOT_ENTERED,
  STOCKIST_STATES,
  stockistStateLabel,
  StorePreview,
} from '../components/StorePreview/index';
export type { StockistState, StorePreviewProps } from '../components/StorePreview/index';
export {
  HIGHEST_STOCKIST_PACKAGE_TEXT,
  RECEIPT_REQUIRED_MESSAGE,
  StockistUpgradeForm,
  stockistUpgradePrice,
  stockistUpgradeSchema,
} from '../components/StockistUpgradeForm/index';
export type {
  StockistUpgradeFormProps,
  StockistUpgradePackage,
  StockistUpgradeQuote,
  StockistUpgradeValues,
} from '../components/StockistUpgradeForm/index';

// Settings (03 §3): one card per setting, with the configs of every settings screen.
export {
  chargeSetting,
  checkNumber,
  formatSetting,
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
  parseNumber,
  parseSetting,
  SETTING_CARDS,
  SETTING_SCREENS,
  SettingCard,
  showsChargeCap,
  VALID_NUMBER_MESSAGE,
  validateSetting,
  withdrawalPeriodOptions,
  withdrawalPeriodSetting,
} from '../components/SettingCard/index';
export type {
  NumberRule,
  SettingCardProps,
  SettingConfig,
  SettingKind,
  SettingName,
  SettingValue,
  WithdrawalChargeType,
  WithdrawalType,
} from '../components/SettingCard/index';

// Withdrawal settings (03 §2): the payment provider's wallet balance with Reload Data.
export {
  PROVIDER_BALANCE_EMPTY_TEXT,
  PROVIDER_BALANCE_LOAD_ERROR,
  ProviderBalanceCard,
  providerName,
  RELOAD_DATA,
} from '../components/ProviderBalanceCard/index';
export type {
  ProviderBalanceCardProps,
  ProviderWalletBalance,
} from '../components/ProviderBalanceCard/index';

// Generation bonus tables (referral, upgrade, unilevel, stockist upline) and their edit modal.
export {
  BonusGenerationEditModal,
  bonusGenerationSchema,
  GENERATION_FIELDS,
  generationField,
  GENERATIONS,
  notValidNumberMessage,
} from '../components/BonusGenerationEditModal/index';
export type {
  BonusGenerationEditModalProps,
  BonusGenerationRow,
  BonusGenerationValues,
  Generation,
  GenerationField,
} from '../components/BonusGenerationEditModal/index';
export {
  BONUS_GENERATION_EMPTY_TEXTS,
  BONUS_GENERATION_TITLES,
  BonusGenerationTable,
  formatGenerationPercent,
} from '../components/BonusGenerationTable/index';
export type {
  BonusGenerationKind,
  BonusGenerationTableProps,
} from '../components/BonusGenerationTable/index';

// Admin forms in modals
export { FormDialog, FormDialogBody, submitThenClose } from '../components/FormDialog/index';
export type { FormDialogBodyProps, FormDialogProps } from '../components/FormDialog/index';
export { numberText } from '../components/SettingCard/index';
export { EditableTable } from '../components/EditableTable/index';
export type { EditableTableModalProps, EditableTableProps } from '../components/EditableTable/index';

// Registration packages (03 §2)
export { PackageEditModal, packageSchema } from '../components/PackageEditModal/index';
export type {
  AdminPackage,
  PackageEditModalProps,
  PackageValues,
} from '../components/PackageEditModal/index';
export { NO_PACKAGES, PackageTable } from '../components/PackageTable/index';
export type { PackageTableProps } from '../components/PackageTable/index';

// Ranks (03 §2)
export {
  ELIGIBLE,
  NOT_ELIGIBLE,
  PACKAGE_REQUIRED,
  RankEditModal,
  rankSchema,
} from '../components/RankEditModal/index';
export type {
  AdminRank,
  RankEditModalProps,
  RankPackageOption,
  RankValues,
} from '../components/RankEditModal/index';
export { GlobalProfitEligibility, NO_RANKS, RankTable } from '../components/RankTable/index';
export type { RankTableProps } from '../components/RankTable/index';

// Incentives (03 §2)
export {
  IncentiveEditModal,
  incentiveCreateSchema,
  incentiveUpdateSchema,
} from '../components/IncentiveEditModal/index';
export type {
  AdminIncentive,
  IncentiveEditModalProps,
  IncentiveRankOption,
  IncentiveValues,
} from '../components/IncentiveEditModal/index';
export { IncentiveTable, NO_INCENTIVES } from '../components/IncentiveTable/index';
export type { IncentiveTableProps } from '../components/IncentiveTable/index';

// Registration products (03 §2)
export {
  PRODUCT_DISABLED,
  PRODUCT_ENABLED,
  ProductForm,
  productSchema,
} from '../components/ProductForm/index';
export type { AdminProduct, ProductFormProps, ProductValues } from '../components/ProductForm/index';
export { AdminProductTable, NO_PRODUCTS } from '../components/AdminProductTable/index';
export type { AdminProductTableProps } from '../components/AdminProductTable/index';

// Company details: bank accounts (03 §2)
export {
  CompanyBankList,
  companyBankSchema,
  DELETE_BANK_CONFIRMATION,
  NO_BANKS,
} from '../components/CompanyBankList/index';
export type {
  CompanyBankListProps,
  CompanyBankValues,
  ProviderBank,
} from '../components/CompanyBankList/index';

// Members list: the filter and the per-member tabs (03 §2)
export { MEMBERS_FILTERS, MembersListFilter } from '../components/MembersListFilter/index';
export type { MembersFilter, MembersListFilterProps } from '../components/MembersListFilter/index';
export {
  bankTransferSchema,
  INACTIVE_USER,
  MEMBER_DETAIL_TAB_LABELS,
  MemberDetailTabs,
  MemberDetailTabsMessage,
  MemberDetailTabsNetwork,
  MemberDetailTabsPassword,
  MemberDetailTabsTransfer,
  downlineAsNode,
  memberAsNode,
  memberEligibility,
  memberMessageSchema,
  memberPasswordSchema,
  NO_DIRECT_DOWNLINES,
  NO_GLOBAL_PROFITS,
  NO_ORDERS,
  NO_WITHDRAWALS,
} from '../components/MemberDetailTabs/index';
export type {
  BankTransferValues,
  GlobalProfitEntry,
  MemberBankProfile,
  MemberDashboard,
  MemberDetail,
  MemberDetailTab,
  MemberDetailTabsNetworkProps,
  MemberDetailTabsProps,
  MemberEligibility,
  MemberMessageValues,
  MemberPasswordValues,
  MemberStockistRecord,
  MemberStore,
  MemberWallet,
  WithdrawalEntry,
} from '../components/MemberDetailTabs/index';

// Company details and the dashboard message forms (03 §2)
export { CompanyDetailsForm, companyDetailsSchema } from '../components/CompanyDetailsForm/index';
export type { CompanyDetailsFormProps, CompanyDetailsValues } from '../components/CompanyDetailsForm/index';
export { AdminMessageForm, adminMessageSchema } from '../components/AdminMessageForm/index';
export type {
  AdminMessageFormProps,
  AdminMessageValues,
  AdminMessageVariant,
} from '../components/AdminMessageForm/index';

// Stockist packages (03 §2)
export {
  StockistPackageEditModal,
  stockistPackageSchema,
} from '../components/StockistPackageEditModal/index';
export type {
  AdminStockistPackage,
  StockistPackageEditModalProps,
  StockistPackageValues,
} from '../components/StockistPackageEditModal/index';
export { NO_STOCKIST_PACKAGES, StockistPackageTable } from '../components/StockistPackageTable/index';
export type { StockistPackageTableProps } from '../components/StockistPackageTable/index';
export { NO_REGISTRATIONS, RegistrationHistoryTable } from '../components/RegistrationHistoryTable/index';
export type {
  RegistrationHistoryTableProps,
  RegistrationRecord,
} from '../components/RegistrationHistoryTable/index';
