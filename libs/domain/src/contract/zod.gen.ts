// GENERATED from openapi/openapi.yaml by tools/openapi/generate-zod.mjs (@hey-api/openapi-ts, zod
// plugin). Do not edit: change the contract and run `npm run generate`.

import * as z from 'zod';

/**
 * An amount in naira with at most two decimals (kept as integer kobo on the server).
 */
export const zNaira = z.number();

export const zUserType = z.enum(['user', 'admin']);

export const zEmail = z.email().max(254);

export const zPassword = z.string().min(8).max(128);

/**
 * The 6-digit code from the mail.
 */
export const zOneTimeCode = z.string().regex(/^[0-9]{6}$/);

export const zLoginRequest = z.object({
  username: z.string().min(1).max(60),
  password: z.string().min(1).max(128),
});

export const zAdminLoginRequest = z.object({
  email: zEmail,
  password: z.string().min(1).max(128),
});

export const zRegisterRequest = z.object({
  first_name: z.string().min(1).max(60),
  last_name: z.string().min(1).max(60),
  username: z.string().regex(/^[A-Za-z0-9_.-]{3,30}$/),
  password: zPassword,
  email: zEmail,
  phone: z.string().regex(/^\+?[0-9]{7,15}$/),
  referrer: z.string().max(30).nullish(),
  placer: z.string().max(30).nullish(),
  package_id: z.int().gte(1),
});

export const zEmailRequest = z.object({
  email: zEmail,
});

export const zEmailCodeRequest = z.object({
  email: zEmail,
  code: zOneTimeCode,
});

export const zResetLinkRequest = z.object({
  email: zEmail,
  user_type: zUserType,
});

export const zResetPasswordRequest = z.object({
  email: zEmail,
  code: zOneTimeCode,
  password: zPassword,
  user_type: zUserType,
});

export const zChangePasswordLinkRequest = z.object({
  email: zEmail,
  old_password: z.string().min(1).max(128),
  user_type: zUserType,
  code: z.string().nullish(),
});

export const zChangePasswordRequest = z.object({
  email: zEmail,
  code: zOneTimeCode,
  password: zPassword,
  user_type: zUserType,
});

export const zSendTwoFactorRequest = z.object({
  email: zEmail,
  user_type: zUserType,
  login_token: z.string().min(1).max(200),
});

export const zAuthenticateTwoFactorRequest = z.object({
  email: zEmail,
  code: zOneTimeCode,
  user_type: zUserType,
  login_token: z.string().min(1).max(200),
});

export const zChangeUserPasswordRequest = z.object({
  uuid: z.uuid().optional(),
  password: zPassword,
});

export const zToggleTwoFactorRequest = z.object({
  enable_2fa: z.boolean(),
});

/**
 * A percentage from 0 to 100 (at most two decimals); results are rounded down to the kobo.
 */
export const zPercentage = z.number().gte(0).lte(100);

/**
 * Empty when the member has not said.
 */
export const zGender = z.enum(['male', 'female', '']);

/**
 * The welcome page's bank-details form. The server resolves the account with the payment
 * provider and stores the resolved name; `bank_account_name` sent by the client is ignored.
 *
 */
export const zProfileCreateRequest = z.object({
  bank_name: z.string().min(1).max(100),
  bank_account_number: z.string().regex(/^[0-9]{10}$/),
  bank_code: z.string().regex(/^[0-9A-Za-z]{2,10}$/),
  bank_account_name: z.string().max(200).nullish(),
  address: z.string().max(255).nullish(),
  gender: zGender.optional(),
});

/**
 * Multipart form of the profile edit. `image` is at most 500 kB, JPEG, PNG or WebP (checked by content).
 */
export const zProfileUpdateForm = z.object({
  first_name: z.string().min(1).max(60),
  last_name: z.string().min(1).max(60),
  phone: z.string().regex(/^\+?[0-9]{7,15}$/),
  gender: zGender.optional(),
  address: z.string().max(255).optional(),
  image: z.string().optional(),
});

export const zUserUpdateRequest = z.object({
  first_name: z.string().min(1).max(60),
  last_name: z.string().min(1).max(60),
  phone: z.string().regex(/^\+?[0-9]{7,15}$/),
});

/**
 * The server resolves `bank_account_number` at `bank_code` with the payment provider and
 * stores the resolved account name; a `bank_account_name` that differs is ignored.
 *
 */
export const zBankDetailsUpdateRequest = z.object({
  bank_name: z.string().min(1).max(100),
  bank_account_number: z.string().regex(/^[0-9]{10}$/),
  bank_account_name: z.string().max(200).nullish(),
  bank_code: z.string().regex(/^[0-9A-Za-z]{2,10}$/),
});

export const zBankEditableRequest = z.object({
  bank_editable: z.boolean(),
});

export const zInviteGuestRequest = z.object({
  email: zEmail,
  referrer: z.string().max(30).nullish(),
});

export const zUserMessageRequest = z.object({
  subject: z.string().min(1).max(200),
  body: z.string().min(1).max(10000),
});

export const zWithdrawalAmountRequest = z.object({
  withdrawal_amount: zNaira,
});

export const zPackageInput = z.object({
  name: z.string().min(1).max(60),
  point_value: z.number().gte(0).lte(1000000),
  registration_value: zNaira,
  pickup_amount: zNaira.optional().default(0),
  matching_bonus_cap: zNaira.optional().default(0),
});

export const zRankInput = z.object({
  name: z.string().min(1).max(60),
  points: z.number().gte(0),
  is_global_profit_eligible: z.union([z.literal(0), z.literal(1)]),
  description: z.string().max(1000).nullish(),
  package_id: z.int().gte(1),
});

/**
 * Multipart form. `file_path` is the picture: at most 500 kB, JPEG, PNG or WebP (checked by content).
 */
export const zIncentiveCreateForm = z.object({
  rank_id: z.int().gte(1),
  incentive: z.string().min(1).max(255),
  worth: zNaira,
  file_path: z.string(),
});

/**
 * Multipart form; a field left out keeps its value. `file_path` (optional) is at most 500 kB, JPEG, PNG or WebP.
 */
export const zIncentiveUpdateForm = z.object({
  rank_id: z.int().gte(1).optional(),
  incentive: z.string().min(1).max(255).optional(),
  worth: zNaira.optional(),
  file_path: z.string().optional(),
});

export const zSpilloverRequest = z.object({
  enabled: z.boolean(),
});

/**
 * Any subset of the settings fields (the screens send one card at a time); fields left out
 * keep their value; an empty object answers 422. Percentages and naira amounts have at most
 * two decimals, naira amounts at most 1,000,000,000,000 (a flat charge 1,000,000,000),
 * matching_bonus_total_pv is a whole number up to 1,000,000. After merging:
 * minimum_withdrawal ≤ maximum_withdrawal, and withdrawal_period ≤ 7 when withdrawal_type is
 * weekly; otherwise 422 on the field.
 *
 */
export const zSettingsUpdateRequest = z.object({
  equillibrum_bonus: zNaira.optional(),
  loyalty_bonus_percentage: zPercentage.optional(),
  welcome_bonus_percentage: zPercentage.optional(),
  placement_bonus_percentage: zPercentage.optional(),
  global_profit_value: zNaira.optional(),
  global_profit_first_percentage: zPercentage.optional(),
  global_profit_second_percentage: zPercentage.optional(),
  next_global_profit_share_month: z.int().gte(1).lte(12).optional(),
  next_global_profit_share_day: z.int().gte(1).lte(31).optional(),
  profit_pool_percentage: zPercentage.optional(),
  profit_pool_duration: z.int().gte(1).lte(12).optional(),
  profit_pool_days_offset: z.int().gte(1).lte(3650).optional(),
  profit_pool_num_of_downlines: z.int().gte(1).lte(1000000).optional(),
  matching_bonus_total_pv: z.number().gte(1).optional(),
  matching_bonus_percent: zPercentage.optional(),
  repurchase_bonus_percentage: zPercentage.optional(),
  matching_bonus_frequency: z.int().gte(1).lte(365).optional(),
  unit_point_value: zNaira.optional(),
  minimum_withdrawal: zNaira.optional(),
  maximum_withdrawal: zNaira.optional(),
  withdrawal_charge_type: z.enum(['percentage', 'flat']).optional(),
  charge: z.number().gte(0).optional(),
  withdrawal_charge_cap: zNaira.optional(),
  withdrawal_type: z.enum(['weekly', 'monthly']).optional(),
  withdrawal_period: z.int().gte(1).lte(30).optional(),
  company_phone: z
    .string()
    .max(30)
    .regex(/^\+?[0-9 ()-]{7,30}$/)
    .optional(),
  company_email: zEmail.optional(),
  company_address: z
    .string()
    .min(1)
    .max(255)
    .regex(/[A-Za-z]/)
    .optional(),
  award_winner_sponsor_bonus_percentage: zPercentage.optional(),
  award_winner_dd_bonus_percentage: zPercentage.optional(),
  stockist_referral_bonus_percentage: zPercentage.optional(),
  show_front_page_message: z.boolean().optional(),
  home_page_message_subject: z
    .string()
    .min(1)
    .max(200)
    .regex(/[A-Za-z]/)
    .optional(),
  home_page_message: z
    .string()
    .min(1)
    .max(5000)
    .regex(/[A-Za-z]/)
    .optional(),
  general_message_subject: z
    .string()
    .min(1)
    .max(200)
    .regex(/[A-Za-z]/)
    .optional(),
  general_message: z
    .string()
    .min(1)
    .max(5000)
    .regex(/[A-Za-z]/)
    .optional(),
});

export const zForfeitReason = z.enum([
  'recipient_inactive',
  'setting_zero',
  'cap_reached',
  'not_eligible',
  'no_recipient',
  'below_one_kobo',
]);

/**
 * Any subset of the ten generation percentages; a field left out keeps its value.
 */
export const zBonusGenerationUpdateRequest = z.object({
  generation_1_percentage: zPercentage.optional(),
  generation_2_percentage: zPercentage.optional(),
  generation_3_percentage: zPercentage.optional(),
  generation_4_percentage: zPercentage.optional(),
  generation_5_percentage: zPercentage.optional(),
  generation_6_percentage: zPercentage.optional(),
  generation_7_percentage: zPercentage.optional(),
  generation_8_percentage: zPercentage.optional(),
  generation_9_percentage: zPercentage.optional(),
  generation_10_percentage: zPercentage.optional(),
});

/**
 * The change to preview, as its screen would save it (one of the two, or both).
 */
export const zPlanChangePreviewRequest = z.object({
  settings: zSettingsUpdateRequest.optional(),
  generation: z
    .object({
      table: z.enum(['referral', 'upgrade', 'unilevel', 'stockist_upline']),
      id: z.int().gte(1),
      values: zBonusGenerationUpdateRequest,
    })
    .optional(),
});

export const zRunKind = z.enum(['matching', 'equilibrium', 'profit_pool', 'global_profit', 'payouts']);

export const zServiceProviderCreateRequest = z.object({
  name: z.string().min(1).max(60),
  slug: z.enum(['paystack', 'sandbox']),
});

export const zServiceProviderUpdateRequest = z.object({
  name: z.string().min(1).max(60),
});

export const zServiceKind = z.enum(['payment', 'payout']);

export const zProductServiceCreateRequest = z.object({
  service: zServiceKind,
  service_provider_id: z.int().gte(1),
});

export const zProductServiceUpdateRequest = z.object({
  service_provider_id: z.int().gte(1),
});

export const zPaymentTxnSource = z.enum([
  'package_payment',
  'member_product_purchase',
  'stockist_product_purchase',
  'stockist_upgrade',
]);

export const zPaymentOrderLine = z.object({
  id: z.int().gte(1),
  qty: z.int().gte(1).lte(10000),
});

/**
 * What to pay for. The server prices it itself and answers 422 on `amount` when the amount
 * differs from its price:
 * - `package_payment`, `is_upgrade` 0: the caller's registration package (`meta_data.package_id`
 * must be the registration package).
 * - `package_payment`, `is_upgrade` 1: the difference to `meta_data.package_id`, a package with a
 * higher id than the caller's.
 * - `member_product_purchase`: a repurchase order (`pickup_type` repurchase_pickup) of `products`
 * at server prices, collected at `stockist_id`.
 * - `stockist_product_purchase`: a stockist's re-stock purchase of `products` (`pickup_type`
 * re-stock), the caller being the stockist `stockist_id`.
 * - `stockist_upgrade`: the caller's stockist package upgrade to `meta_data.stockist_package_id`.
 * The same body is accepted by PATCH /withdrawals/pay-with-wallet.
 *
 */
export const zPaymentInitiateRequest = z.object({
  amount: zNaira,
  description: z.string().max(200).optional(),
  txn_source: zPaymentTxnSource,
  is_upgrade: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(0),
  meta_data: z
    .object({
      package_id: z.int().gte(1).optional(),
      stockist_package_id: z.int().gte(1).optional(),
    })
    .optional(),
  products: z.array(zPaymentOrderLine).optional(),
  total_price: zNaira.optional(),
  total_quantity: z.int().gte(0).optional(),
  total_points: z.number().gte(0).optional(),
  pickup_type: z.enum(['registration_pickup', 'upgrade_pickup', 'repurchase_pickup', 're-stock']).optional(),
  stockist_id: z.int().gte(1).optional(),
});

export const zPaymentVerifyRequest = z.object({
  reference: z.string().regex(/^[A-Za-z0-9._=-]{6,100}$/),
});

export const zBankVerifyRequest = z.object({
  bank_name: z.string().min(1).max(100),
  account_number: z.string().regex(/^[0-9]{10}$/),
  bank_code: z
    .string()
    .regex(/^[0-9A-Za-z]{2,10}$/)
    .optional(),
});

export const zBankTransferRequest = z.object({
  amount: zNaira,
  reason: z.string().min(1).max(200),
});

/**
 * A Paystack event as Paystack sends it. Amounts here are integer kobo (Paystack's unit), not
 * naira. Unknown events and extra fields are accepted and ignored, so this body is open.
 *
 */
export const zPaystackWebhookEvent = z.object({
  event: z.string(),
  data: z.object({
    id: z.int().optional(),
    reference: z.string().optional(),
    status: z.string().optional(),
    amount: z.int().gte(0).optional(),
    requested_amount: z.int().gte(0).optional(),
    currency: z.string().optional(),
    paid_at: z.string().nullish(),
    transfer_code: z.string().optional(),
  }),
});

export const zIncentiveClaimCreateRequest = z.object({
  rank_id: z.int().gte(1),
  incentive_id: z.int().gte(1),
});

export const zProductCreateRequest = z.object({
  name: z.string().min(1).max(120),
  worth: zNaira,
  description: z.string().max(2000).optional(),
  points: z.number().gte(0).lte(1000000).optional().default(0),
  stock_qty: z.int().gte(0).optional().default(0),
  image: z.string().optional(),
});

/**
 * Only the fields sent change; without image the current image stays.
 */
export const zProductUpdateRequest = z.object({
  name: z.string().min(1).max(120).optional(),
  worth: zNaira.optional(),
  description: z.string().max(2000).optional(),
  points: z.number().gte(0).lte(1000000).optional(),
  stock_qty: z.int().gte(0).optional(),
  image: z.string().optional(),
});

export const zProductToggleStatusRequest = z.object({
  is_active: z.boolean(),
});

export const zHeldPaymentResolveRequest = z.object({
  action: z.enum(['apply', 'refund']),
  reason: z.string().min(3).max(500),
});

/**
 * Optional; the reason is kept with the withdrawal.
 */
export const zWithdrawalDeclineRequest = z
  .object({
    reason: z.string().min(1).max(200).optional(),
  })
  .nullable();

export const zWithdrawalInitiateRequest = z.object({
  amount: zNaira,
});

export const zStockistState = z.enum(['lagos', 'oyo']);

export const zStockistPickupType = z.enum(['registration_pickup', 'upgrade_pickup', 're-stock']);

export const zStockistCreateRequest = z.object({
  store_name: z.string().min(1).max(120),
  store_address: z.string().min(1).max(255),
  store_state: zStockistState,
  store_phone: z.string().regex(/^\+?[0-9]{7,15}$/),
  stockist_package_id: z.int().gte(1),
  referrer: z.string().max(254).optional(),
  payment_receipt: z.string(),
});

/**
 * Only the fields sent change.
 */
export const zStockistUpdateRequest = z.object({
  store_name: z.string().min(1).max(120).optional(),
  store_address: z.string().min(1).max(255).optional(),
  store_state: zStockistState.optional(),
  store_phone: z
    .string()
    .regex(/^\+?[0-9]{7,15}$/)
    .optional(),
});

export const zStockistUpgradeRequest = z.object({
  stockist_package_id: z.int().gte(1),
  payment_receipt: z.string(),
});

export const zStockistPackageCreateRequest = z.object({
  name: z.string().min(1).max(60),
  registration_value: zNaira,
  point_value: z.number().gte(0).lte(1000000).optional().default(1),
  pickup_amount: zNaira,
  sales_bonus_percentage: z.number().gte(0).lte(100),
  value: zNaira.optional(),
});

/**
 * Only the fields sent change.
 */
export const zStockistPackageUpdateRequest = z.object({
  name: z.string().min(1).max(60).optional(),
  registration_value: zNaira.optional(),
  point_value: z.number().gte(0).lte(1000000).optional(),
  pickup_amount: zNaira.optional(),
  sales_bonus_percentage: z.number().gte(0).lte(100).optional(),
  value: zNaira.optional(),
});

export const zPurchasePickupType = z.enum(['registration_pickup', 'upgrade_pickup', 'repurchase_pickup']);

export const zPurchaseProductLine = z.object({
  id: z.int().gte(1),
  qty: z.int().gte(1).lte(1000),
});

export const zProductClaimCreateRequest = z.object({
  products: z.array(zPurchaseProductLine),
  total_price: zNaira.optional(),
  total_quantity: z.int().gte(1).optional(),
});

export const zPurchaseOrderCreateRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: zPurchasePickupType,
  stockist_id: z.int().gte(1),
  total_price: zNaira.optional(),
  total_quantity: z.int().gte(1).optional(),
  total_points: z.number().gte(0).optional(),
});

export const zPurchaseOrderCodeRequest = z.object({
  password: z.string().min(1).max(128),
  order_id: z.int().gte(1),
});

/**
 * A stock purchase against an allowance (JSON), without a receipt.
 */
export const zPurchaseStockRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: zStockistPickupType,
  total_price: zNaira.optional(),
  total_quantity: z.int().gte(1).optional(),
  total_points: z.number().gte(0).optional(),
});

/**
 * A re-stock paid by bank transfer, proved by the receipt (multipart; products is a JSON part).
 */
export const zPurchaseStockReceiptRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: z.enum(['re-stock']),
  total_price: zNaira.optional(),
  total_quantity: z.int().gte(1).optional(),
  total_points: z.number().gte(0).optional(),
  payment_receipt: z.string(),
});

export const zOrderApproveRequest = z.object({
  code: z
    .string()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/),
});

export const zCompanyBankCreateRequest = z.object({
  bank_name: z.string().min(1).max(100),
  bank_account_name: z.string().min(1).max(120),
  bank_account_number: z.string().regex(/^[0-9]{10}$/),
});

/**
 * Only the fields sent change.
 */
export const zCompanyBankUpdateRequest = z.object({
  bank_name: z.string().min(1).max(100).optional(),
  bank_account_name: z.string().min(1).max(120).optional(),
  bank_account_number: z
    .string()
    .regex(/^[0-9]{10}$/)
    .optional(),
});

/**
 * A member's uuid.
 */
export const zUuid = z.uuid();

export const zId = z.int().gte(1);

/**
 * Page number, from 1.
 */
export const zPage = z.int().gte(1).default(1);

export const zPerPage = z.int().gte(1).lte(100).default(20);

export const zRunKindPath = zRunKind;

/**
 * YYYY-MM-DD (matching, equilibrium, payouts), YYYY-MM (profit pool), YYYY (global profit).
 */
export const zRunPeriodPath = z.string().max(10);

export const zSearch = z.string().max(100);

/**
 * Only the withdrawals in this state: `awaiting_approval` (pending, not yet approved: an administrator decides it), `payout_sent` (approved, the provider has not settled it), `paid`, `declined`, `failed` or `reversed`. Absent: every state.
 */
export const zWithdrawalStatus = z.enum([
  'awaiting_approval',
  'payout_sent',
  'paid',
  'declined',
  'failed',
  'reversed',
]);

export const zLoginBody = zLoginRequest;

export const zAdminLoginBody = zAdminLoginRequest;

export const zRegisterBody = zRegisterRequest;

export const zConfirmEmailBody = zEmailCodeRequest;

export const zResendEmailConfirmationBody = zEmailRequest;

export const zSendResetPasswordLinkBody = zResetLinkRequest;

export const zResetPasswordBody = zResetPasswordRequest;

export const zSendChangePasswordCodeBody = zChangePasswordLinkRequest;

export const zChangePasswordBody = zChangePasswordRequest;

export const zSendTwoFactorCodeBody = zSendTwoFactorRequest;

export const zAuthenticateTwoFactorBody = zAuthenticateTwoFactorRequest;

export const zChangeUserPasswordBody = zChangeUserPasswordRequest;

export const zChangeUserPasswordPath = z.object({
  uuid: z.uuid(),
});

export const zToggleAdminTwoFactorBody = zToggleTwoFactorRequest;

export const zListUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
  type: z.enum(['all', 'active', 'inactive', 'stockists']).optional().default('all'),
});

export const zSearchUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
  search: z.string().min(1).max(100),
});

export const zSearchPaidUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
  search: z.string().min(1).max(100),
});

export const zGetUserPath = z.object({
  uuid: z.uuid(),
});

export const zUpdateUserBody = zUserUpdateRequest;

export const zUpdateUserPath = z.object({
  uuid: z.uuid(),
});

export const zCreateProfileBody = zProfileCreateRequest;

export const zUpdateProfileBody = zProfileUpdateForm;

export const zUpdateProfilePath = z.object({
  uuid: z.uuid(),
});

export const zUpdateBankDetailsBody = zBankDetailsUpdateRequest;

export const zUpdateBankDetailsPath = z.object({
  uuid: z.uuid(),
});

export const zGetProfilePath = z.object({
  uuid: z.uuid(),
});

export const zGetProfileDetailsPath = z.object({
  uuid: z.uuid(),
});

export const zListActiveUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetUserTotalPvPath = z.object({
  uuid: z.uuid(),
});

export const zGetUplineDetailsPath = z.object({
  uuid: z.uuid(),
});

export const zListDownlinesPath = z.object({
  uuid: z.uuid(),
});

export const zListDownlinesQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
  search: z.string().min(1).max(100).optional(),
  leg: z.enum(['left', 'right']).optional(),
  active: z.boolean().optional(),
});

export const zListDirectDownlinesPath = z.object({
  uuid: z.uuid(),
});

export const zCountDirectDownlinesPath = z.object({
  uuid: z.uuid(),
});

export const zGetGenealogyPath = z.object({
  uuid: z.uuid(),
});

export const zGetGenealogyQuery = z.object({
  depth: z.int().gte(1).lte(10).optional().default(3),
  node: z.uuid().optional(),
  username: z.string().min(1).max(100).optional(),
});

export const zInviteGuestBody = zInviteGuestRequest;

export const zInviteGuestPath = z.object({
  uuid: z.uuid(),
});

export const zSendUserMessageBody = zUserMessageRequest;

export const zSendUserMessagePath = z.object({
  uuid: z.uuid(),
});

export const zToggleUserTwoFactorBody = zToggleTwoFactorRequest;

export const zToggleUserTwoFactorPath = z.object({
  uuid: z.uuid(),
});

export const zSetBankEditableBody = zBankEditableRequest;

export const zSetBankEditablePath = z.object({
  uuid: z.uuid(),
});

export const zListPaidUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetPackageDifferencePath = z.object({
  id: z.int().gte(1),
});

export const zGetPackageDifferenceQuery = z.object({
  is_upgrade_pickup: z.boolean().optional().default(false),
});

export const zListUpgradedUsersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zUpdateWithdrawalAmountBody = zWithdrawalAmountRequest;

export const zCreatePackageBody = zPackageInput;

export const zUpdatePackageBody = zPackageInput;

export const zUpdatePackagePath = z.object({
  id: z.int().gte(1),
});

export const zGetPackagePath = z.object({
  id: z.int().gte(1),
});

export const zCreateIncentiveBody = zIncentiveCreateForm;

export const zUpdateIncentiveBody = zIncentiveUpdateForm;

export const zUpdateIncentivePath = z.object({
  id: z.int().gte(1),
});

export const zGetIncentivePath = z.object({
  id: z.int().gte(1),
});

export const zCreateRankBody = zRankInput;

export const zUpdateRankBody = zRankInput;

export const zUpdateRankPath = z.object({
  id: z.int().gte(1),
});

export const zGetRankPath = z.object({
  id: z.int().gte(1),
});

export const zGetCurrentRankBadgePath = z.object({
  id: z.int().gte(1),
});

export const zUpdateSettingsBody = zSettingsUpdateRequest;

export const zPreviewPlanChangeBody = zPlanChangePreviewRequest;

export const zGetSettingsByIdPath = z.object({
  id: z.int().gte(1),
});

export const zSetSpilloverBody = zSpilloverRequest;

export const zUpdateReferralBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateReferralBonusSettingPath = z.object({
  id: z.int().gte(1),
});

export const zUpdateUpgradeBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateUpgradeBonusSettingPath = z.object({
  id: z.int().gte(1),
});

export const zUpdateUnilevelBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateUnilevelBonusSettingPath = z.object({
  id: z.int().gte(1),
});

export const zUpdateStockistUplineBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateStockistUplineBonusSettingPath = z.object({
  id: z.int().gte(1),
});

export const zGetServiceProviderPath = z.object({
  id: z.int().gte(1),
});

export const zCreateServiceProviderBody = zServiceProviderCreateRequest;

export const zUpdateServiceProviderBody = zServiceProviderUpdateRequest;

export const zUpdateServiceProviderPath = z.object({
  id: z.int().gte(1),
});

export const zGetProductServicePath = z.object({
  id: z.int().gte(1),
});

export const zGetProductServiceByServiceQuery = z.object({
  service: zServiceKind,
});

export const zCreateProductServiceBody = zProductServiceCreateRequest;

export const zUpdateProductServiceBody = zProductServiceUpdateRequest;

export const zUpdateProductServicePath = z.object({
  id: z.int().gte(1),
});

export const zInitiatePaymentBody = zPaymentInitiateRequest;

export const zInitiatePaymentCompatBody = zPaymentInitiateRequest;

export const zVerifyPaymentBody = zPaymentVerifyRequest;

export const zVerifyBankDetailsBody = zBankVerifyRequest;

export const zPayUserByBankTransferBody = zBankTransferRequest;

export const zPayUserByBankTransferPath = z.object({
  uuid: z.uuid(),
});

export const zListUserUpgradeHistoryPath = z.object({
  uuid: z.uuid(),
});

export const zListUserUpgradeHistoryQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListHeldPaymentsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zResolveHeldPaymentBody = zHeldPaymentResolveRequest;

export const zResolveHeldPaymentPath = z.object({
  id: z.int().gte(1),
});

export const zListStockistUpgradeHistoryPath = z.object({
  id: z.int().gte(1),
});

export const zListStockistUpgradeHistoryQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zHandlePaystackWebhookBody = zPaystackWebhookEvent;

export const zGetWelcomeBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetReferralBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetPlacementBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetEquilibriumBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetLoyaltyBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetProfitPoolPath = z.object({
  uuid: z.uuid(),
});

export const zListProfitPoolsPath = z.object({
  uuid: z.uuid(),
});

export const zGetGlobalProfitPath = z.object({
  uuid: z.uuid(),
});

export const zListGlobalProfitsPath = z.object({
  uuid: z.uuid(),
});

export const zGetTotalBonusPath = z.object({
  uuid: z.uuid(),
});

export const zGetWalletBalancePath = z.object({
  uuid: z.uuid(),
});

export const zGetBonusSummaryPath = z.object({
  uuid: z.uuid(),
});

export const zGetMemberBonusStatsPath = z.object({
  uuid: z.uuid(),
});

export const zGetMemberEarningsPath = z.object({
  uuid: z.uuid(),
});

export const zGetMemberEarningsQuery = z.object({
  weeks: z.int().gte(1).lte(104).optional().default(12),
});

export const zListRecentEarningsPath = z.object({
  uuid: z.uuid(),
});

export const zListRecentEarningsQuery = z.object({
  limit: z.int().gte(1).lte(50).optional().default(10),
});

export const zGetUnpaidEarningsPath = z.object({
  uuid: z.uuid(),
});

export const zGetRankProgressPath = z.object({
  uuid: z.uuid(),
});

export const zGetTotalGlobalProfitBonusQuery = z.object({
  type: z.enum(['month', 'year']).optional().default('year'),
  count: z.int().gte(1).lte(120).optional(),
});

export const zListIncentiveClaimsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zCreateIncentiveClaimBody = zIncentiveClaimCreateRequest;

export const zCreateIncentiveClaimPath = z.object({
  uuid: z.uuid(),
});

export const zApproveIncentiveClaimPath = z.object({
  id: z.int().gte(1),
});

export const zDeclineIncentiveClaimPath = z.object({
  id: z.int().gte(1),
});

export const zListMemberIncentiveClaimsPath = z.object({
  uuid: z.uuid(),
});

export const zGetCurrentIncentivePath = z.object({
  uuid: z.uuid(),
});

export const zGetProductPath = z.object({
  id: z.int().gte(1),
});

export const zCreateProductBody = zProductCreateRequest;

export const zUpdateProductBody = zProductUpdateRequest;

export const zUpdateProductPath = z.object({
  id: z.int().gte(1),
});

export const zToggleProductStatusBody = zProductToggleStatusRequest;

export const zToggleProductStatusPath = z.object({
  id: z.int().gte(1),
});

export const zInitiateWithdrawalBody = zWithdrawalInitiateRequest;

export const zInitiateWithdrawalPath = z.object({
  uuid: z.uuid(),
});

export const zListWithdrawalsQuery = z.object({
  status: z.enum(['awaiting_approval', 'payout_sent', 'paid', 'declined', 'failed', 'reversed']).optional(),
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zSearchWithdrawalsQuery = z.object({
  status: z.enum(['awaiting_approval', 'payout_sent', 'paid', 'declined', 'failed', 'reversed']).optional(),
  search: z.string().max(100).optional(),
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListMemberWithdrawalsPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberWithdrawalsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetMemberWithdrawalTotalPath = z.object({
  uuid: z.uuid(),
});

export const zGetWithdrawalPath = z.object({
  id: z.int().gte(1),
});

export const zListPendingWithdrawalsPath = z.object({
  uuid: z.uuid(),
});

export const zApproveWithdrawalPath = z.object({
  id: z.int().gte(1),
});

export const zDeclineWithdrawalBody = zWithdrawalDeclineRequest;

export const zDeclineWithdrawalPath = z.object({
  id: z.int().gte(1),
});

export const zPayWithWalletBody = zPaymentInitiateRequest;

export const zListAuditLogQuery = z.object({
  admin: z.string().max(255).optional(),
  action: z.string().max(100).optional(),
  member: z.string().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListForfeitedBonusesQuery = z.object({
  member: z.string().max(100).optional(),
  reason: zForfeitReason.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListProductClaimsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zCreateProductClaimBody = zProductClaimCreateRequest;

export const zCreateProductClaimPath = z.object({
  uuid: z.uuid(),
});

export const zApproveProductClaimPath = z.object({
  id: z.int().gte(1),
});

export const zDeclineProductClaimPath = z.object({
  id: z.int().gte(1),
});

export const zListMemberProductClaimsPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberProductClaimsQuery = z.object({
  processing: z.boolean().optional().default(false),
});

export const zListStockistsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zSearchStockistsQuery = z.object({
  search: z.string().max(100).optional(),
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListStockistPurchasesQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zListStockistUpgradesQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetStockistPath = z.object({
  id: z.int().gte(1),
});

export const zGetMemberStockistPath = z.object({
  uuid: z.uuid(),
});

export const zCreateStockistBody = zStockistCreateRequest;

export const zUpdateStockistBody = zStockistUpdateRequest;

export const zUpdateStockistPath = z.object({
  id: z.int().gte(1),
});

export const zUpgradeStockistBody = zStockistUpgradeRequest;

export const zUpgradeStockistPath = z.object({
  id: z.int().gte(1),
});

export const zGetStockistPackageDifferencePath = z.object({
  packageId: z.int().gte(1),
});

export const zGetStockistPackageDifferenceQuery = z.object({
  is_upgrade_pickup: z.boolean().optional().default(false),
});

export const zGetStockistStatsPath = z.object({
  id: z.int().gte(1),
});

export const zListStockistStockPath = z.object({
  id: z.int().gte(1),
});

export const zListStockistRebateEarningsPath = z.object({
  id: z.int().gte(1),
});

export const zGetStockistSalesStatsPath = z.object({
  id: z.int().gte(1),
});

export const zApproveStockistRegistrationPath = z.object({
  id: z.int().gte(1),
});

export const zDisapproveStockistRegistrationPath = z.object({
  id: z.int().gte(1),
});

export const zApproveStockistUpgradePath = z.object({
  id: z.int().gte(1),
});

export const zDisapproveStockistUpgradePath = z.object({
  id: z.int().gte(1),
});

export const zCreateMemberOrderBody = zPurchaseOrderCreateRequest;

export const zCreateMemberOrderPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberOrdersPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberOrdersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetPickupAllowancesPath = z.object({
  uuid: z.uuid(),
});

export const zRevealOrderCodeBody = zPurchaseOrderCodeRequest;

export const zGetOrderDetailsPath = z.object({
  id: z.int().gte(1),
});

export const zCreateStockistPurchaseBody = zPurchaseStockRequest;

export const zCreateStockistPurchasePath = z.object({
  uuid: z.uuid(),
});

export const zListStockistPurchaseHistoryPath = z.object({
  uuid: z.uuid(),
});

export const zListStockistPurchaseHistoryQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zGetStockPurchaseDetailsPath = z.object({
  id: z.int().gte(1),
});

export const zGetStockistPrevMonthSalesPath = z.object({
  id: z.int().gte(1),
});

export const zFetchOrderByCodePath = z.object({
  code: z
    .string()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9]+$/),
});

export const zApproveOrderBody = zOrderApproveRequest;

export const zApproveOrderPath = z.object({
  id: z.int().gte(1),
});

export const zListProcessedOrdersPath = z.object({
  id: z.int().gte(1),
});

export const zListProcessedOrdersQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
});

export const zApproveStockPurchasePath = z.object({
  id: z.int().gte(1),
});

export const zDisapproveStockPurchasePath = z.object({
  id: z.int().gte(1),
});

export const zListRunsQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  per_page: z.int().gte(1).lte(100).optional().default(20),
  kind: zRunKind.optional(),
});

export const zPreviewRunPath = z.object({
  kind: zRunKind,
  period: z.string().max(10),
});

export const zCommitRunPath = z.object({
  kind: zRunKind,
  period: z.string().max(10),
});

export const zGetRegistrationsByWeekQuery = z.object({
  weeks: z.int().gte(1).lte(104).optional().default(12),
});

export const zGetBonusesByKindQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const zCreateStockistPackageBody = zStockistPackageCreateRequest;

export const zGetStockistPackagePath = z.object({
  id: z.int().gte(1),
});

export const zUpdateStockistPackageBody = zStockistPackageUpdateRequest;

export const zUpdateStockistPackagePath = z.object({
  id: z.int().gte(1),
});

export const zCreateCompanyBankBody = zCompanyBankCreateRequest;

export const zGetCompanyBankPath = z.object({
  id: z.int().gte(1),
});

export const zUpdateCompanyBankBody = zCompanyBankUpdateRequest;

export const zUpdateCompanyBankPath = z.object({
  id: z.int().gte(1),
});

export const zDeleteCompanyBankPath = z.object({
  id: z.int().gte(1),
});
