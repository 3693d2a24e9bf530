// Public API of @kola/ui: the only list of its public names (explicit named exports, straight from
// the declaring files; no folder has an index.ts). A new public name is added here, under its area.

// == Foundations and auth ==
// Theme
export { cssVarName, tokens, tokensToCssVariables } from './theme/tokens';
export { GlobalStyle } from './theme/GlobalStyle';
export { theme } from './theme/theme';
export { UiProvider } from './theme/UiProvider';
export type { AppTheme } from './theme/theme';
export type { Tokens } from './theme/tokens';
export type { UiProviderProps } from './theme/UiProvider';

// Form wiring (shadcn form.tsx on react-hook-form)
export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form/Form';
export { StyledFormActions, StyledFormGrid, StyledFormStack } from './form/Form.styles';
export type {
  FormControlProps,
  FormDescriptionProps,
  FormFieldProps,
  FormItemProps,
  FormLabelProps,
  FormMessageProps,
} from './form/Form';
export { CODE_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from './form/rules';

// Basics
export { Alert } from './components/Alert/Alert';
export type { AlertProps, AlertTone } from './components/Alert/Alert';
export { Avatar } from './components/Avatar/Avatar';
export type { AvatarProps } from './components/Avatar/Avatar';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps } from './components/Badge/Badge';
export type { BadgeTone } from './components/Badge/Badge.styles';
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export type { ButtonSize, ButtonVariant } from './components/Button/Button.styles';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Dialog, DialogClose } from './components/Dialog/Dialog';
export type { DialogCloseProps, DialogProps } from './components/Dialog/Dialog';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { LazyDialog, lazyDialog } from './components/LazyDialog/LazyDialog';
export type { LazyDialogCode, LazyDialogProps } from './components/LazyDialog/LazyDialog';
export { PageHeader } from './components/PageHeader/PageHeader';
export type { PageHeaderProps } from './components/PageHeader/PageHeader';
export { PasswordField, PasswordInput } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps, PasswordInputProps } from './components/PasswordField/PasswordField';
export { Select, SelectInput } from './components/Select/Select';
export type { SelectInputProps, SelectOption, SelectProps } from './components/Select/Select';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { Input, TextField } from './components/TextField/TextField';
export type { InputProps, TextFieldProps } from './components/TextField/TextField';
export { linkTargetProps, TextLink, UiLink } from './components/TextLink/TextLink';
export type { LinkComponent, LinkComponentProps, TextLinkProps } from './components/TextLink/TextLink';
export { ToastProvider, useToast } from './components/Toast/Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast/Toast';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';

// Auth
export { AdminLoginForm } from './components/AdminLoginForm/AdminLoginForm';
export { adminLoginSchema } from './components/AdminLoginForm/AdminLoginForm.schema';
export type { AdminLoginFormProps, AdminLoginValues } from './components/AdminLoginForm/AdminLoginForm';
export { AuthLayout } from './components/AuthLayout/AuthLayout';
export type { AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export { CodeForm, codeSchema } from './components/CodeForm/CodeForm';
export type { CodeFormProps, CodeValues } from './components/CodeForm/CodeForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm/ForgotPasswordForm';
export { forgotPasswordSchema } from './components/ForgotPasswordForm/ForgotPasswordForm.schema';
export type {
  ForgotPasswordFormProps,
  ForgotPasswordValues,
} from './components/ForgotPasswordForm/ForgotPasswordForm';
export { LoginForm } from './components/LoginForm/LoginForm';
export { loginSchema } from './components/LoginForm/LoginForm.schema';
export type { LoginFormProps, LoginValues } from './components/LoginForm/LoginForm';
export {
  MISSING_EMAIL_MESSAGE,
  MissingEmailWarning,
} from './components/MissingEmailWarning/MissingEmailWarning';
export type { MissingEmailWarningProps } from './components/MissingEmailWarning/MissingEmailWarning';
export { NOT_FOUND_MESSAGE, NotFound } from './components/NotFound/NotFound';
export type { NotFoundProps } from './components/NotFound/NotFound';
export {
  RegisterForm,
  registerSchema,
  SPONSOR_HINT,
  UPLINE_HINT,
} from './components/RegisterForm/RegisterForm';
export type {
  RegisterFormFields,
  RegisterFormProps,
  RegisterValues,
  RegistrationPackage,
} from './components/RegisterForm/RegisterForm';
export { ResetPasswordForm, resetPasswordSchema } from './components/ResetPasswordForm/ResetPasswordForm';
export type {
  ResetPasswordFields,
  ResetPasswordFormProps,
  ResetPasswordValues,
} from './components/ResetPasswordForm/ResetPasswordForm';
export { LOGOUT_CONFIRMATION, WelcomePanel } from './components/WelcomePanel/WelcomePanel';
export type { WelcomePanelProps } from './components/WelcomePanel/WelcomePanel';

// Shell
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps } from './components/AppShell/AppShell';
export {
  ChangePasswordSteps,
  changePasswordSchema,
  sendCodeSchema,
} from './components/ChangePasswordSteps/ChangePasswordSteps';
export type {
  ChangePasswordStep,
  ChangePasswordStepsProps,
  ChangePasswordValues,
  SendCodeValues,
} from './components/ChangePasswordSteps/ChangePasswordSteps';
export { ComingSoon } from './components/ComingSoon/ComingSoon';
export type { ComingSoonProps } from './components/ComingSoon/ComingSoon';
export { Sidebar } from './components/Sidebar/Sidebar';
export type { SidebarItem, SidebarProps, SidebarUser } from './components/Sidebar/Sidebar';
export { TWO_FACTOR_NOT_SAVED, TwoFactorToggle } from './components/TwoFactorToggle/TwoFactorToggle';
export type { TwoFactorToggleProps } from './components/TwoFactorToggle/TwoFactorToggle';

// == Shell and stats ==

// Shell
export {
  ADMIN_ROUTE_PATHS,
  AdminSidebar,
  adminSidebarAliases,
  adminSidebarItems,
} from './components/AdminSidebar/AdminSidebar';
export type {
  AdminRouteHrefs,
  AdminRouteName,
  AdminSidebarProps,
} from './components/AdminSidebar/AdminSidebar';
export { LogoutConfirm } from './components/LogoutConfirm/LogoutConfirm';
export type { LogoutConfirmProps } from './components/LogoutConfirm/LogoutConfirm';
export {
  MEMBER_ROUTE_PATHS,
  MemberSidebar,
  memberSidebarItems,
} from './components/MemberSidebar/MemberSidebar';
export type {
  MemberRouteHrefs,
  MemberRouteName,
  MemberSidebarProps,
} from './components/MemberSidebar/MemberSidebar';
export { activeSidebarKey } from './components/Sidebar/activeSidebarKey';
export { UserBadge } from './components/UserBadge/UserBadge';
export type { UserBadgeProps } from './components/UserBadge/UserBadge';

// Money
export { AdminWalletCards } from './components/AdminWalletCards/AdminWalletCards';
export type {
  AdminCompanyWallet,
  AdminWalletCardsProps,
} from './components/AdminWalletCards/AdminWalletCards';
export {
  GLOBAL_PROFIT_LOAD_ERROR,
  GlobalProfitCard,
  NOT_QUALIFIED,
  QUALIFIED,
} from './components/GlobalProfitCard/GlobalProfitCard';
export type { GlobalProfitCardProps } from './components/GlobalProfitCard/GlobalProfitCard';
export { NairaAmount } from './components/NairaAmount/NairaAmount';
export type { NairaAmountProps, NairaLocale } from './components/NairaAmount/NairaAmount';
export type { NairaAmountSize } from './components/NairaAmount/NairaAmount.styles';
export { formatPv, PvValue } from './components/PvValue/PvValue';
export type { PvValueProps } from './components/PvValue/PvValue';
export { WALLET_COLUMNS, WalletSummary } from './components/WalletSummary/WalletSummary';
export type {
  WalletSummaryAmounts,
  WalletSummaryLayout,
  WalletSummaryProps,
} from './components/WalletSummary/WalletSummary';

// Stats
export { AdminDashboardStats } from './components/AdminDashboardStats/AdminDashboardStats';
export type {
  AdminBonusStats,
  AdminDashboardStatsProps,
  AdminPickupStats,
  AdminRegistrationTotals,
} from './components/AdminDashboardStats/AdminDashboardStats';
export { BonusGrid } from './components/BonusGrid/BonusGrid';
export type { BonusGridProps, MemberBonusAmounts } from './components/BonusGrid/BonusGrid';
export { ChartFrame } from './components/ChartFrame/ChartFrame';
export type { ChartFrameProps, ChartFrameTable } from './components/ChartFrame/ChartFrame';
export {
  MonthlyRepurchasesChart,
  repurchaseMonthLabel,
} from './components/MonthlyRepurchasesChart/MonthlyRepurchasesChart';
export type {
  MonthlyRepurchase,
  MonthlyRepurchasesChartProps,
} from './components/MonthlyRepurchasesChart/MonthlyRepurchasesChart';
export {
  RegistrationsChart,
  registrationsWeekLabel,
} from './components/RegistrationsChart/RegistrationsChart';
export type {
  RegistrationsChartProps,
  RegistrationsWeek,
} from './components/RegistrationsChart/RegistrationsChart';
export { BonusesByKindChart } from './components/BonusesByKindChart/BonusesByKindChart';
export type {
  BonusesByKind,
  BonusesByKindChartProps,
} from './components/BonusesByKindChart/BonusesByKindChart';
export { ColumnsWithLine } from './components/ColumnsWithLine/ColumnsWithLine';
export type { ColumnsWithLineProps, ColumnsWithLineRow } from './components/ColumnsWithLine/ColumnsWithLine';
export { StatCard } from './components/StatCard/StatCard';
export {
  StatIconBox,
  StatIconGlobe,
  StatIconMoney,
  StatIconPoints,
  StatIconUsers,
  StatIconWallet,
} from './components/StatCard/StatCardIcons';
export type { StatCardProps } from './components/StatCard/StatCard';

// Feedback
export { JobProgress } from './components/JobProgress/JobProgress';
export type { JobProgressProps, JobProgressStatus } from './components/JobProgress/JobProgress';

// == Tables and network ==

// Tables
export { csvField, downloadCsv, nodeText, toCsv } from './components/DataTable/DataTableCsv';
export { DataTable, pageItems } from './components/DataTable/DataTable';
export {
  DataTableExportProvider,
  exportNameOf,
  useDataTableExport,
} from './components/DataTable/DataTableExport';
export type { CsvColumn } from './components/DataTable/DataTableCsv';
export type { DataTableColumn, DataTableProps } from './components/DataTable/DataTable';
export { StatusBadge, statusLabel, statusTone } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';

// People and network
export { AllDownlinesTable } from './components/AllDownlinesTable/AllDownlinesTable';
export type {
  AllDownlinesTableProps,
  DownlineActiveFilter,
  DownlineLegFilter,
} from './components/AllDownlinesTable/AllDownlinesTable';
export { DownlineCardGrid, downlineStatusText } from './components/DownlineCardGrid/DownlineCardGrid';
export type { DownlineCardGridProps, DownlineData } from './components/DownlineCardGrid/DownlineCardGrid';
export {
  MISSING_VALUE,
  ProfileCardDetails,
  ProfileCardError,
  ProfileCardSkeleton,
} from './components/ProfileCard/ProfileCardParts';
export { ProfileCard } from './components/ProfileCard/ProfileCard';
export type { ProfileCardData, ProfileCardProps } from './components/ProfileCard/ProfileCard';
export type { ProfileCardDetail } from './components/ProfileCard/ProfileCardParts';
export { UplineCard } from './components/UplineCard/UplineCard';
export type { UplineCardData, UplineCardProps } from './components/UplineCard/UplineCard';
export {
  findByUsername,
  flattenVisible,
  fromApiGenealogy,
  indexTree,
  isExpandable,
  pathTo,
} from './components/GenealogyTree/GenealogyTreeModel';
export { GenealogyTree } from './components/GenealogyTree/GenealogyTree';
export type {
  ApiGenealogyNode,
  GenealogyChildren,
  GenealogyIndex,
  GenealogyLayout,
  GenealogyNode,
  VisibleTreeRow,
} from './components/GenealogyTree/GenealogyTreeModel';
export type { GenealogyTreeProps } from './components/GenealogyTree/GenealogyTree';
export { GenealogyMemberDetails } from './components/GenealogyMemberDetails/GenealogyMemberDetails';
export type { GenealogyMemberDetailsProps } from './components/GenealogyMemberDetails/GenealogyMemberDetails';

// == Member money ==

// Incentives and ranks (dashboard)
export {
  ClaimedIncentivesTable,
  NO_CLAIMED_INCENTIVES_TEXT,
} from './components/ClaimedIncentivesTable/ClaimedIncentivesTable';
export type {
  ClaimedIncentive,
  ClaimedIncentivesTableProps,
} from './components/ClaimedIncentivesTable/ClaimedIncentivesTable';
export { CurrentIncentiveCard } from './components/CurrentIncentiveCard/CurrentIncentiveCard';
export type {
  CurrentIncentive,
  CurrentIncentiveCardProps,
  IncentiveClaimStatus,
} from './components/CurrentIncentiveCard/CurrentIncentiveCard';
export {
  GENERAL_MESSAGE_LOAD_ERROR,
  GeneralMessageBox,
} from './components/GeneralMessageBox/GeneralMessageBox';
export type { GeneralMessageBoxProps } from './components/GeneralMessageBox/GeneralMessageBox';
export { InviteFriendForm, inviteFriendSchema } from './components/InviteFriendForm/InviteFriendForm';
export type {
  InviteFriendFormProps,
  InviteFriendValues,
} from './components/InviteFriendForm/InviteFriendForm';
export { NO_RANK_TEXT, RANK_LOAD_ERROR, RankBadge } from './components/RankBadge/RankBadge';
export type { RankBadgeProps, RankBadgeRank } from './components/RankBadge/RankBadge';
export { copyText, ReferralLink } from './components/ReferralLink/ReferralLink';
export type { ReferralLinkProps } from './components/ReferralLink/ReferralLink';

// Earnings (dashboard and wallet: balance, weekly chart, rank progress, recent and unpaid earnings)
export { BalanceHero, withdrawableNow } from './components/BalanceHero/BalanceHero';
export type {
  BalanceHeroAmounts,
  BalanceHeroProps,
  Withdrawable,
} from './components/BalanceHero/BalanceHero';
export { EarningsChart, weekLabel } from './components/EarningsChart/EarningsChart';
export type { EarningsChartProps, EarningsWeek } from './components/EarningsChart/EarningsChart';
export {
  EARNING_KIND_COLORS,
  EARNING_KIND_LABELS,
  earningKindLabel,
} from './components/EarningsChart/earningKinds';
export { RankProgress } from './components/RankProgress/RankProgress';
export type { RankProgressData, RankProgressProps, RankStep } from './components/RankProgress/RankProgress';
export { earningExplanation, RecentEarnings } from './components/RecentEarnings/RecentEarnings';
export type { RecentEarning, RecentEarningsProps } from './components/RecentEarnings/RecentEarnings';
export { generationsText, UnpaidEarnings, unpaidReason } from './components/UnpaidEarnings/UnpaidEarnings';
export type {
  UnpaidEarningsData,
  UnpaidEarningsProps,
  UnpaidGroup,
} from './components/UnpaidEarnings/UnpaidEarnings';

// Payments (welcome page, profile upgrade)
export {
  PackageUpgradeCard,
  SELECT_UPGRADE_PACKAGE_MESSAGE,
} from './components/PackageUpgradeCard/PackageUpgradeCard';
export type {
  PackageUpgradeCardProps,
  UpgradePackage,
} from './components/PackageUpgradeCard/PackageUpgradeCard';
export {
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_VERIFIED_MESSAGE,
  PAYMENT_WINDOW_MS,
  PaymentModal,
} from './components/PaymentModal/PaymentModal';
export type {
  PaymentModalProps,
  PaymentModalStatus,
  PaymentProviderMessage,
  PaymentResult,
} from './components/PaymentModal/PaymentModal';
export { PayWithWalletButton } from './components/PayWithWalletButton/PayWithWalletButton';
export type { PayWithWalletButtonProps } from './components/PayWithWalletButton/PayWithWalletButton';

// Forms (profile, bank details, wallet)
export {
  ACCOUNT_NUMBER_PATTERN,
  BankDetailsForm,
  bankDetailsSchema,
  NO_BANK_DETAILS_TEXT,
} from './components/BankDetailsForm/BankDetailsForm';
export type {
  BankDetailsFormProps,
  BankDetailsValues,
  BankListItem,
} from './components/BankDetailsForm/BankDetailsForm';
export { ProfileEditForm, profileEditSchema } from './components/ProfileEditForm/ProfileEditForm';
export type { ProfileEditFormProps, ProfileEditValues } from './components/ProfileEditForm/ProfileEditForm';
export {
  WITHDRAWAL_AMOUNT_INVALID,
  WithdrawalForm,
  withdrawalBreakdown,
} from './components/WithdrawalForm/WithdrawalForm';
export type {
  WithdrawalFormProps,
  WithdrawalFormValues,
  WithdrawalSettings,
} from './components/WithdrawalForm/WithdrawalForm';

// == Admin and settings ==

// Uploads (receipts, pictures): the 500 kB rule of docs/security.md#uploads.
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
} from './components/FileUploadField/FileUploadField';
export type { FileUploadFieldProps } from './components/FileUploadField/FileUploadField';

// Stockist registration and store profile (docs/screens/stockist.md#stockist-registration,
// docs/screens/stockist.md#stockist-profile)
export { CompanyBankAccounts, NO_COMPANY_BANKS } from './components/CompanyBankAccounts/CompanyBankAccounts';
export type {
  CompanyBank,
  CompanyBankAccountsProps,
} from './components/CompanyBankAccounts/CompanyBankAccounts';
export {
  DISCLAIMER_REQUIRED,
  STOCKIST_DISCLAIMER,
  stockistRegistrationSchema,
  StockistRegistrationForm,
  storeFieldsSchema,
} from './components/StockistRegistrationForm/StockistRegistrationForm';
export type {
  StockistPackageOption,
  StockistRegistrationFields,
  StockistRegistrationFormProps,
  StockistRegistrationValues,
} from './components/StockistRegistrationForm/StockistRegistrationForm';
export { StoreDetailsForm } from './components/StoreDetailsForm/StoreDetailsForm';
export type {
  StoreDetailsFields,
  StoreDetailsFormProps,
  StoreDetailsValues,
} from './components/StoreDetailsForm/StoreDetailsForm';
export {
  NOT_ENTERED,
  STOCKIST_STATES,
  stockistStateLabel,
  StorePreview,
} from './components/StorePreview/StorePreview';
export type { StockistState, StorePreviewProps } from './components/StorePreview/StorePreview';
export {
  HIGHEST_STOCKIST_PACKAGE_TEXT,
  RECEIPT_REQUIRED_MESSAGE,
  StockistUpgradeForm,
  stockistUpgradePrice,
  stockistUpgradeSchema,
} from './components/StockistUpgradeForm/StockistUpgradeForm';
export type {
  StockistUpgradeFormProps,
  StockistUpgradePackage,
  StockistUpgradeQuote,
  StockistUpgradeValues,
} from './components/StockistUpgradeForm/StockistUpgradeForm';

// Settings (docs/plan.md#settings): one card per setting, with the configs of every settings screen.
export {
  chargeSetting,
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
  SETTING_CARDS,
  SETTING_SCREENS,
  showsChargeCap,
  withdrawalPeriodOptions,
  withdrawalPeriodSetting,
} from './components/SettingCard/SettingCardConfigs';
export { checkNumber, parseNumber, VALID_NUMBER_MESSAGE } from './components/SettingCard/SettingCardRules';
export {
  formatSetting,
  parseSetting,
  SettingCard,
  validateSetting,
} from './components/SettingCard/SettingCard';
export type { NumberRule } from './components/SettingCard/SettingCardRules';
export type { SettingCardProps } from './components/SettingCard/SettingCard';
export type {
  SettingConfig,
  SettingKind,
  SettingName,
  SettingValue,
  WithdrawalChargeType,
  WithdrawalType,
} from './components/SettingCard/SettingCardConfigs';

// Withdrawal settings (docs/screens/back-office.md#withdrawal-settings): the payment provider's wallet
// balance with Reload Data.
export {
  PROVIDER_BALANCE_EMPTY_TEXT,
  PROVIDER_BALANCE_LOAD_ERROR,
  ProviderBalanceCard,
  providerName,
  RELOAD_DATA,
} from './components/ProviderBalanceCard/ProviderBalanceCard';
export type {
  ProviderBalanceCardProps,
  ProviderWalletBalance,
} from './components/ProviderBalanceCard/ProviderBalanceCard';

// Generation bonus tables (referral, upgrade, unilevel, stockist upline) and their edit modal.
export {
  BonusGenerationEditModal,
  bonusGenerationSchema,
  GENERATION_FIELDS,
  generationField,
  GENERATIONS,
  notValidNumberMessage,
} from './components/BonusGenerationEditModal/BonusGenerationEditModal';
export type {
  BonusGenerationEditModalProps,
  BonusGenerationRow,
  BonusGenerationValues,
  Generation,
  GenerationField,
} from './components/BonusGenerationEditModal/BonusGenerationEditModal';
export {
  BONUS_GENERATION_EMPTY_TEXTS,
  BONUS_GENERATION_TITLES,
  BonusGenerationTable,
  formatGenerationPercent,
} from './components/BonusGenerationTable/BonusGenerationTable';
export type {
  BonusGenerationKind,
  BonusGenerationTableProps,
} from './components/BonusGenerationTable/BonusGenerationTable';

// The preview of a plan change before it is saved (docs/screens/back-office.md#preview-of-a-change).
export {
  bonusKindName,
  formatCountDifference,
  formatNairaDifference,
  PLAN_PREVIEW_EMPTY_TEXT,
  PLAN_PREVIEW_LOAD_ERROR,
  PLAN_PREVIEW_UNCHANGED_TEXT,
  PLAN_RUN_NAMES,
  PlanChangePreview,
  previewChangesNothing,
} from './components/PlanChangePreview/PlanChangePreview';
export type {
  PlanActivationFigures,
  PlanChangePreviewData,
  PlanChangePreviewProps,
  PlanRunFigures,
  PlanRunKind,
} from './components/PlanChangePreview/PlanChangePreview';
export { describeChange, PlanChangeDialog } from './components/PlanChangePreview/PlanChangeDialog';
export type { PlanChangeDialogProps, PlanChangeItem } from './components/PlanChangePreview/PlanChangeDialog';

// Admin forms in modals
export { FormDialog, FormDialogBody, submitThenClose } from './components/FormDialog/FormDialog';
export type { FormDialogBodyProps, FormDialogProps } from './components/FormDialog/FormDialog';
export { numberText } from './components/SettingCard/SettingCardRules';
export { EditableTable } from './components/EditableTable/EditableTable';
export type { EditableTableModalProps, EditableTableProps } from './components/EditableTable/EditableTable';

// Registration packages (docs/screens/back-office.md#registration-packages)
export { PackageEditModal, packageSchema } from './components/PackageEditModal/PackageEditModal';
export type {
  AdminPackage,
  PackageEditModalProps,
  PackageValues,
} from './components/PackageEditModal/PackageEditModal';
export { NO_PACKAGES, PackageTable } from './components/PackageTable/PackageTable';
export type { PackageTableProps } from './components/PackageTable/PackageTable';

// Ranks (docs/screens/back-office.md#ranks)
export {
  ELIGIBLE,
  NOT_ELIGIBLE,
  PACKAGE_REQUIRED,
  RankEditModal,
  rankSchema,
} from './components/RankEditModal/RankEditModal';
export type {
  AdminRank,
  RankEditModalProps,
  RankPackageOption,
  RankValues,
} from './components/RankEditModal/RankEditModal';
export { GlobalProfitEligibility, NO_RANKS, RankTable } from './components/RankTable/RankTable';
export type { RankTableProps } from './components/RankTable/RankTable';

// Incentives (docs/screens/back-office.md#incentives)
export {
  IncentiveEditModal,
  incentiveCreateSchema,
  incentiveUpdateSchema,
} from './components/IncentiveEditModal/IncentiveEditModal';
export type {
  AdminIncentive,
  IncentiveEditModalProps,
  IncentiveRankOption,
  IncentiveValues,
} from './components/IncentiveEditModal/IncentiveEditModal';
export { IncentiveTable, NO_INCENTIVES } from './components/IncentiveTable/IncentiveTable';
export type { IncentiveTableProps } from './components/IncentiveTable/IncentiveTable';

// Registration products (docs/screens/back-office.md#registration-products)
export {
  PRODUCT_DISABLED,
  PRODUCT_ENABLED,
  ProductForm,
  productSchema,
} from './components/ProductForm/ProductForm';
export type { AdminProduct, ProductFormProps, ProductValues } from './components/ProductForm/ProductForm';
export { AdminProductTable, NO_PRODUCTS } from './components/AdminProductTable/AdminProductTable';
export type { AdminProductTableProps } from './components/AdminProductTable/AdminProductTable';

// Company details: bank accounts (docs/screens/back-office.md#company-details)
export {
  CompanyBankList,
  companyBankSchema,
  DELETE_BANK_CONFIRMATION,
  NO_BANKS,
} from './components/CompanyBankList/CompanyBankList';
export type {
  CompanyBankListProps,
  CompanyBankValues,
  ProviderBank,
} from './components/CompanyBankList/CompanyBankList';

// Members list: the filter and the per-member tabs (docs/screens/back-office.md#members)
export { MEMBERS_FILTERS, MembersListFilter } from './components/MembersListFilter/MembersListFilter';
export type { MembersFilter, MembersListFilterProps } from './components/MembersListFilter/MembersListFilter';
export {
  bankTransferSchema,
  MemberDetailTabsEditUser,
  MemberDetailTabsMessage,
  MemberDetailTabsPassword,
  MemberDetailTabsTransfer,
  memberMessageSchema,
  memberPasswordSchema,
  memberUserSchema,
} from './components/MemberDetailTabs/MemberDetailTabsForms';
export {
  INACTIVE_USER,
  MEMBER_DETAIL_TAB_LABELS,
  MemberDetailTabs,
} from './components/MemberDetailTabs/MemberDetailTabs';
export {
  MemberDetailTabsNetwork,
  downlineAsNode,
  memberAsNode,
  NO_DIRECT_DOWNLINES,
} from './components/MemberDetailTabs/MemberDetailTabsNetwork';
export {
  memberEligibility,
  NO_GLOBAL_PROFITS,
  NO_ORDERS,
  NO_WITHDRAWALS,
} from './components/MemberDetailTabs/MemberDetailTabsPanels';
export type {
  BankTransferValues,
  MemberMessageValues,
  MemberPasswordValues,
  MemberUserValues,
} from './components/MemberDetailTabs/MemberDetailTabsForms';
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
} from './components/MemberDetailTabs/MemberDetailTabsPanels';
export type { MemberDetailTab, MemberDetailTabsProps } from './components/MemberDetailTabs/MemberDetailTabs';
export type { MemberDetailTabsNetworkProps } from './components/MemberDetailTabs/MemberDetailTabsNetwork';

// Company details and the dashboard message forms (docs/screens/back-office.md#dashboard)
export { CompanyDetailsForm, companyDetailsSchema } from './components/CompanyDetailsForm/CompanyDetailsForm';
export type {
  CompanyDetailsFormProps,
  CompanyDetailsValues,
} from './components/CompanyDetailsForm/CompanyDetailsForm';
export { AdminMessageForm, adminMessageSchema } from './components/AdminMessageForm/AdminMessageForm';
export type {
  AdminMessageFormProps,
  AdminMessageValues,
  AdminMessageVariant,
} from './components/AdminMessageForm/AdminMessageForm';

// Stockist packages (docs/screens/back-office.md#stockist-packages)
export {
  StockistPackageEditModal,
  stockistPackageSchema,
} from './components/StockistPackageEditModal/StockistPackageEditModal';
export type {
  AdminStockistPackage,
  StockistPackageEditModalProps,
  StockistPackageValues,
} from './components/StockistPackageEditModal/StockistPackageEditModal';
export {
  NO_STOCKIST_PACKAGES,
  StockistPackageTable,
} from './components/StockistPackageTable/StockistPackageTable';
export type { StockistPackageTableProps } from './components/StockistPackageTable/StockistPackageTable';
export {
  NO_REGISTRATIONS,
  RegistrationHistoryTable,
} from './components/RegistrationHistoryTable/RegistrationHistoryTable';
export type {
  RegistrationHistoryTableProps,
  RegistrationRecord,
} from './components/RegistrationHistoryTable/RegistrationHistoryTable';

// == Commerce ==

// Repurchase and pick-ups (docs/screens/stockist.md#repurchase), stock purchase
// (docs/screens/stockist.md#stock-purchase), order processing (docs/screens/stockist.md#order-processing),
// stockist record (docs/screens/stockist.md#stockist-record) and the administrator's stockist approvals
// (docs/screens/back-office.md#transactions, docs/screens/back-office.md#messages).
export { APPROVAL_TEXTS, ApprovalActions } from './components/ApprovalActions/ApprovalActions';
export type { ApprovalActionsProps, ApprovalSubject } from './components/ApprovalActions/ApprovalActions';
export {
  CART_MESSAGES,
  CartPanel,
  cartTotals,
  hasPickupAllowance,
  isPaidPickup,
  validateCart,
} from './components/CartPanel/CartPanel';
export type {
  CartLine,
  CartPanelProps,
  CartPayMethod,
  CartSubmission,
  CartTotals,
} from './components/CartPanel/CartPanel';
export {
  NO_ORDER_CODE_MESSAGE,
  OrderCodeModal,
  orderCodePasswordSchema,
  orderNumber,
} from './components/OrderCodeModal/OrderCodeModal';
export type {
  OrderCodeModalProps,
  OrderCodePasswordValues,
} from './components/OrderCodeModal/OrderCodeModal';
export { OrderProductsModal } from './components/OrderProductsModal/OrderProductsModal';
export type {
  OrderProduct,
  OrderProductsModalProps,
} from './components/OrderProductsModal/OrderProductsModal';
export {
  PICKUP_TYPE_LABELS,
  PICKUP_TYPES,
  PickupTypeSelect,
  pickupTypeLabel,
} from './components/PickupTypeSelect/PickupTypeSelect';
export type {
  MemberPickupType,
  PickupMode,
  PickupType,
  PickupTypeSelectProps,
  StockistPickupType,
} from './components/PickupTypeSelect/PickupTypeSelect';
export {
  ALLOWANCE_LOAD_ERROR,
  NO_ALLOWANCE_LEFT_TEXT,
  NO_UPGRADE_ALLOWANCE_TEXT,
  PickupAllowanceSummary,
  REPURCHASE_NOTE,
} from './components/PickupAllowanceSummary/PickupAllowanceSummary';
export type {
  PickupAllowance,
  PickupAllowances,
  PickupAllowanceSummaryProps,
} from './components/PickupAllowanceSummary/PickupAllowanceSummary';
export { ProductGrid } from './components/ProductGrid/ProductGrid';
export type { ProductGridProps } from './components/ProductGrid/ProductGrid';
export { ProductImage } from './components/ProductImage/ProductImage';
export type { ProductImageProps } from './components/ProductImage/ProductImage';
export { ProductTable } from './components/ProductTable/ProductTable';
export type { CommerceProduct, ProductTableProps } from './components/ProductTable/ProductTable';
export { ProofOfPaymentModal, proofKind } from './components/ProofOfPaymentModal/ProofOfPaymentModal';
export type {
  ProofKind,
  ProofOfPaymentModalProps,
} from './components/ProofOfPaymentModal/ProofOfPaymentModal';
export {
  canApproveOrder,
  ORDER_LOOKUP_TEXTS,
  OrderLookup,
  orderCodeSchema,
  orderLineState,
} from './components/OrderLookup/OrderLookup';
export type {
  FetchedOrder,
  OrderCodeValues,
  OrderLineState,
  OrderLookupLine,
  OrderLookupMember,
  OrderLookupProps,
} from './components/OrderLookup/OrderLookup';
export { NO_PROCESSED_ORDERS_TEXT, ProcessedOrders } from './components/ProcessedOrders/ProcessedOrders';
export type { ProcessedOrder, ProcessedOrdersProps } from './components/ProcessedOrders/ProcessedOrders';
export {
  formatMonth,
  formatOrderDate,
  paymentModeLabel,
  storeStateLabel,
} from './components/PurchaseHistory/PurchaseHistoryFormat';
export { NO_PURCHASES_TEXT, PurchaseHistory } from './components/PurchaseHistory/PurchaseHistory';
export type { PurchaseHistoryProps, PurchaseOrder } from './components/PurchaseHistory/PurchaseHistory';
export { NO_REBATE_EARNINGS_TEXT, RebateEarnings } from './components/RebateEarnings/RebateEarnings';
export type { RebateEarning, RebateEarningsProps } from './components/RebateEarnings/RebateEarnings';
export { REPURCHASE_STEPS, RepurchaseLayout } from './components/RepurchaseLayout/RepurchaseLayout';
export type { RepurchaseLayoutProps } from './components/RepurchaseLayout/RepurchaseLayout';
export { NO_STOCKISTS_TEXT, StockistPickerTable } from './components/StockistPickerTable/StockistPickerTable';
export type {
  AvailableStockist,
  StockistPickerTableProps,
} from './components/StockistPickerTable/StockistPickerTable';
export { StockistRecordSummary } from './components/StockistRecordSummary/StockistRecordSummary';
export type { StockistRecordSummaryProps } from './components/StockistRecordSummary/StockistRecordSummary';
export { NO_STOCKS_TEXT, StockRecord, stockStateLabel } from './components/StockRecord/StockRecord';
export type { StockItem, StockRecordProps } from './components/StockRecord/StockRecord';
export {
  RESTOCK_RECEIPT_REQUIRED,
  RestockReceiptForm,
} from './components/RestockReceiptForm/RestockReceiptForm';
export type { RestockReceiptFormProps } from './components/RestockReceiptForm/RestockReceiptForm';
export {
  STOCKIST_NOTICE_TEXTS,
  StockistStatusNotice,
} from './components/StockistStatusNotice/StockistStatusNotice';
export type {
  StockistNoticeState,
  StockistNoticeStore,
  StockistStatusNoticeProps,
} from './components/StockistStatusNotice/StockistStatusNotice';

// Administrator approvals (docs/screens/back-office.md#transactions,
// docs/screens/back-office.md#incentive-requests; docs/screens/back-office.md#messages).
export { IncentiveRequests, NO_REQUESTS_TEXT } from './components/IncentiveRequests/IncentiveRequests';
export type {
  IncentiveRequest,
  IncentiveRequestsProps,
} from './components/IncentiveRequests/IncentiveRequests';
// Reports beyond the specification (docs/screens/back-office.md#audit-log, #bonuses-not-paid).
export { ReportFilters } from './components/ReportFilters/ReportFilters';
export type {
  ReportFilterField,
  ReportFilterValues,
  ReportFiltersProps,
} from './components/ReportFilters/ReportFilters';
export {
  AUDIT_FILTER_FIELDS,
  AuditLogTable,
  NO_AUDIT_ENTRIES_TEXT,
} from './components/AuditLogTable/AuditLogTable';
export type { AuditLogEntry, AuditLogTableProps } from './components/AuditLogTable/AuditLogTable';
export { auditChanges, auditValueText } from './components/AuditLogTable/auditChanges';
export type { AuditChange } from './components/AuditLogTable/auditChanges';
export {
  FORFEIT_REASON_LABELS,
  FORFEITED_FILTER_FIELDS,
  ForfeitedBonusesReport,
  NO_FORFEITED_TEXT,
} from './components/ForfeitedBonusesReport/ForfeitedBonusesReport';
export type {
  ForfeitedBonusesReportProps,
  ForfeitedLine,
  ForfeitedTotal,
} from './components/ForfeitedBonusesReport/ForfeitedBonusesReport';
export {
  NO_PRODUCT_CLAIMS_TEXT,
  ProductClaimsTable,
} from './components/ProductClaimsTable/ProductClaimsTable';
export type {
  ProductClaimRow,
  ProductClaimsTableProps,
  ProductClaimTotalsValue,
} from './components/ProductClaimsTable/ProductClaimsTable';
export {
  NO_PENDING_UPGRADES_TEXT,
  PendingStockistUpgrades,
} from './components/PendingStockistUpgrades/PendingStockistUpgrades';
export type {
  PendingStockistUpgradesProps,
  StockistUpgradeRequest,
} from './components/PendingStockistUpgrades/PendingStockistUpgrades';
// Card payments held for review (docs/payments.md#review-of-mismatches).
export { HELD_PAYMENTS_EMPTY, HeldPayments } from './components/HeldPayments/HeldPayments';
export type {
  HeldPaymentAction,
  HeldPaymentRow,
  HeldPaymentsProps,
} from './components/HeldPayments/HeldPayments';
export {
  NO_ORDERS_TEXT,
  StockistPurchaseRequests,
} from './components/StockistPurchaseRequests/StockistPurchaseRequests';
export type {
  StockistPurchaseRequestsProps,
  StockPurchaseRequest,
} from './components/StockistPurchaseRequests/StockistPurchaseRequests';
export { StockistRegistrations } from './components/StockistRegistrations/StockistRegistrations';
export type {
  StockistRegistration,
  StockistRegistrationsProps,
} from './components/StockistRegistrations/StockistRegistrations';
export {
  NO_UPGRADE_HISTORY_TEXT,
  UpgradeHistoryModal,
} from './components/UpgradeHistoryModal/UpgradeHistoryModal';
export type {
  UpgradeHistoryEntry,
  UpgradeHistoryModalProps,
} from './components/UpgradeHistoryModal/UpgradeHistoryModal';

// Transactions › Stockist History (docs/screens/back-office.md#transactions): the totals cards and a
// stockist's sales stats (docs/screens/stockist.md#limits-and-formats).
export {
  NO_STOCKISTS_HINT,
  STOCKIST_TOTALS_LOAD_ERROR,
  StockistHistoryCards,
} from './components/StockistHistoryCards/StockistHistoryCards';
export type {
  StockistHistoryCardsProps,
  StockistTotals,
} from './components/StockistHistoryCards/StockistHistoryCards';
export {
  NO_SALES_STATS_TEXT,
  SALES_STATS_LOAD_ERROR,
  StockistSalesStatsModalFigures,
} from './components/StockistSalesStatsModal/StockistSalesStatsModalFigures';
export { StockistSalesStatsModal } from './components/StockistSalesStatsModal/StockistSalesStatsModal';
export type {
  StockistSalesStats,
  StockistSalesStatsModalFiguresProps,
} from './components/StockistSalesStatsModal/StockistSalesStatsModalFigures';
export type { StockistSalesStatsModalProps } from './components/StockistSalesStatsModal/StockistSalesStatsModal';
