// GENERATED from openapi/openapi.yaml by tools/openapi/generate-zod.mjs (@hey-api/openapi-ts, zod
// plugin). Do not edit: change the contract and run `npm run generate`.

import * as z from 'zod/mini';

/**
 * An amount in naira with at most two decimals (kept as integer kobo on the server).
 */
export const zNaira = z.number();

export const zUserType = z.enum(['user', 'admin']);

export const zEmail = z.email().check(z.maxLength(254));

export const zPassword = z.string().check(z.minLength(8), z.maxLength(128));

/**
 * The 6-digit code from the mail.
 */
export const zOneTimeCode = z.string().check(z.regex(/^[0-9]{6}$/));

export const zLoginRequest = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(60)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const zAdminLoginRequest = z.object({
  email: zEmail,
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const zRegisterRequest = z.object({
  first_name: z.string().check(z.minLength(1), z.maxLength(60)),
  last_name: z.string().check(z.minLength(1), z.maxLength(60)),
  username: z.string().check(z.regex(/^[A-Za-z0-9_.-]{3,30}$/)),
  password: zPassword,
  email: zEmail,
  phone: z.string().check(z.regex(/^\+?[0-9]{7,15}$/)),
  referrer: z.nullish(z.string().check(z.maxLength(30))),
  placer: z.nullish(z.string().check(z.maxLength(30))),
  package_id: z.int().check(z.gte(1)),
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
  old_password: z.string().check(z.minLength(1), z.maxLength(128)),
  user_type: zUserType,
  code: z.nullish(z.string()),
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
  login_token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const zAuthenticateTwoFactorRequest = z.object({
  email: zEmail,
  code: zOneTimeCode,
  user_type: zUserType,
  login_token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const zChangeUserPasswordRequest = z.object({
  uuid: z.optional(z.uuid()),
  password: zPassword,
});

export const zToggleTwoFactorRequest = z.object({
  enable_2fa: z.boolean(),
});

/**
 * A percentage from 0 to 100 (at most two decimals); results are rounded down to the kobo.
 */
export const zPercentage = z.number().check(z.gte(0), z.lte(100));

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
  bank_name: z.string().check(z.minLength(1), z.maxLength(100)),
  bank_account_number: z.string().check(z.regex(/^[0-9]{10}$/)),
  bank_code: z.string().check(z.regex(/^[0-9A-Za-z]{2,10}$/)),
  bank_account_name: z.nullish(z.string().check(z.maxLength(200))),
  address: z.nullish(z.string().check(z.maxLength(255))),
  gender: z.optional(zGender),
});

/**
 * Multipart form of the profile edit. `image` is at most 500 kB, JPEG, PNG or WebP (checked by content).
 */
export const zProfileUpdateForm = z.object({
  first_name: z.string().check(z.minLength(1), z.maxLength(60)),
  last_name: z.string().check(z.minLength(1), z.maxLength(60)),
  phone: z.string().check(z.regex(/^\+?[0-9]{7,15}$/)),
  gender: z.optional(zGender),
  address: z.optional(z.string().check(z.maxLength(255))),
  image: z.optional(z.string()),
});

export const zUserUpdateRequest = z.object({
  first_name: z.string().check(z.minLength(1), z.maxLength(60)),
  last_name: z.string().check(z.minLength(1), z.maxLength(60)),
  phone: z.string().check(z.regex(/^\+?[0-9]{7,15}$/)),
});

/**
 * The server resolves `bank_account_number` at `bank_code` with the payment provider and
 * stores the resolved account name; a `bank_account_name` that differs is ignored.
 *
 */
export const zBankDetailsUpdateRequest = z.object({
  bank_name: z.string().check(z.minLength(1), z.maxLength(100)),
  bank_account_number: z.string().check(z.regex(/^[0-9]{10}$/)),
  bank_account_name: z.nullish(z.string().check(z.maxLength(200))),
  bank_code: z.string().check(z.regex(/^[0-9A-Za-z]{2,10}$/)),
});

export const zBankEditableRequest = z.object({
  bank_editable: z.boolean(),
});

export const zInviteGuestRequest = z.object({
  email: zEmail,
  referrer: z.nullish(z.string().check(z.maxLength(30))),
});

export const zUserMessageRequest = z.object({
  subject: z.string().check(z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.minLength(1), z.maxLength(10000)),
});

export const zWithdrawalAmountRequest = z.object({
  withdrawal_amount: zNaira,
});

export const zPackageInput = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  point_value: z.number().check(z.gte(0), z.lte(1000000)),
  registration_value: zNaira,
  pickup_amount: z._default(z.optional(zNaira), 0),
  matching_bonus_cap: z._default(z.optional(zNaira), 0),
});

export const zRankInput = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  points: z.number().check(z.gte(0)),
  is_global_profit_eligible: z.union([z.literal(0), z.literal(1)]),
  description: z.nullish(z.string().check(z.maxLength(1000))),
  package_id: z.int().check(z.gte(1)),
});

/**
 * Multipart form. `file_path` is the picture: at most 500 kB, JPEG, PNG or WebP (checked by content).
 */
export const zIncentiveCreateForm = z.object({
  rank_id: z.int().check(z.gte(1)),
  incentive: z.string().check(z.minLength(1), z.maxLength(255)),
  worth: zNaira,
  file_path: z.string(),
});

/**
 * Multipart form; a field left out keeps its value. `file_path` (optional) is at most 500 kB, JPEG, PNG or WebP.
 */
export const zIncentiveUpdateForm = z.object({
  rank_id: z.optional(z.int().check(z.gte(1))),
  incentive: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  worth: z.optional(zNaira),
  file_path: z.optional(z.string()),
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
  equillibrum_bonus: z.optional(zNaira),
  loyalty_bonus_percentage: z.optional(zPercentage),
  welcome_bonus_percentage: z.optional(zPercentage),
  placement_bonus_percentage: z.optional(zPercentage),
  global_profit_value: z.optional(zNaira),
  global_profit_first_percentage: z.optional(zPercentage),
  global_profit_second_percentage: z.optional(zPercentage),
  next_global_profit_share_month: z.optional(z.int().check(z.gte(1), z.lte(12))),
  next_global_profit_share_day: z.optional(z.int().check(z.gte(1), z.lte(31))),
  profit_pool_percentage: z.optional(zPercentage),
  profit_pool_duration: z.optional(z.int().check(z.gte(1), z.lte(12))),
  profit_pool_days_offset: z.optional(z.int().check(z.gte(1), z.lte(3650))),
  profit_pool_num_of_downlines: z.optional(z.int().check(z.gte(1), z.lte(1000000))),
  matching_bonus_total_pv: z.optional(z.number().check(z.gte(1))),
  matching_bonus_percent: z.optional(zPercentage),
  repurchase_bonus_percentage: z.optional(zPercentage),
  matching_bonus_frequency: z.optional(z.int().check(z.gte(1), z.lte(365))),
  unit_point_value: z.optional(zNaira),
  minimum_withdrawal: z.optional(zNaira),
  maximum_withdrawal: z.optional(zNaira),
  withdrawal_charge_type: z.optional(z.enum(['percentage', 'flat'])),
  charge: z.optional(z.number().check(z.gte(0))),
  withdrawal_charge_cap: z.optional(zNaira),
  withdrawal_type: z.optional(z.enum(['weekly', 'monthly'])),
  withdrawal_period: z.optional(z.int().check(z.gte(1), z.lte(30))),
  company_phone: z.optional(z.string().check(z.maxLength(30), z.regex(/^\+?[0-9 ()-]{7,30}$/))),
  company_email: z.optional(zEmail),
  company_address: z.optional(z.string().check(z.minLength(1), z.maxLength(255), z.regex(/[A-Za-z]/))),
  award_winner_sponsor_bonus_percentage: z.optional(zPercentage),
  award_winner_dd_bonus_percentage: z.optional(zPercentage),
  stockist_referral_bonus_percentage: z.optional(zPercentage),
  show_front_page_message: z.optional(z.boolean()),
  home_page_message_subject: z.optional(
    z.string().check(z.minLength(1), z.maxLength(200), z.regex(/[A-Za-z]/)),
  ),
  home_page_message: z.optional(z.string().check(z.minLength(1), z.maxLength(5000), z.regex(/[A-Za-z]/))),
  general_message_subject: z.optional(
    z.string().check(z.minLength(1), z.maxLength(200), z.regex(/[A-Za-z]/)),
  ),
  general_message: z.optional(z.string().check(z.minLength(1), z.maxLength(5000), z.regex(/[A-Za-z]/))),
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
  generation_1_percentage: z.optional(zPercentage),
  generation_2_percentage: z.optional(zPercentage),
  generation_3_percentage: z.optional(zPercentage),
  generation_4_percentage: z.optional(zPercentage),
  generation_5_percentage: z.optional(zPercentage),
  generation_6_percentage: z.optional(zPercentage),
  generation_7_percentage: z.optional(zPercentage),
  generation_8_percentage: z.optional(zPercentage),
  generation_9_percentage: z.optional(zPercentage),
  generation_10_percentage: z.optional(zPercentage),
});

/**
 * The change to preview, as its screen would save it (one of the two, or both).
 */
export const zPlanChangePreviewRequest = z.object({
  settings: z.optional(zSettingsUpdateRequest),
  generation: z.optional(
    z.object({
      table: z.enum(['referral', 'upgrade', 'unilevel', 'stockist_upline']),
      id: z.int().check(z.gte(1)),
      values: zBonusGenerationUpdateRequest,
    }),
  ),
});

export const zRunKind = z.enum(['matching', 'equilibrium', 'profit_pool', 'global_profit', 'payouts']);

export const zServiceProviderCreateRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  slug: z.enum(['paystack', 'sandbox']),
});

export const zServiceProviderUpdateRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
});

export const zServiceKind = z.enum(['payment', 'payout']);

export const zProductServiceCreateRequest = z.object({
  service: zServiceKind,
  service_provider_id: z.int().check(z.gte(1)),
});

export const zProductServiceUpdateRequest = z.object({
  service_provider_id: z.int().check(z.gte(1)),
});

export const zPaymentTxnSource = z.enum([
  'package_payment',
  'member_product_purchase',
  'stockist_product_purchase',
  'stockist_upgrade',
]);

export const zPaymentOrderLine = z.object({
  id: z.int().check(z.gte(1)),
  qty: z.int().check(z.gte(1), z.lte(10000)),
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
  description: z.optional(z.string().check(z.maxLength(200))),
  txn_source: zPaymentTxnSource,
  is_upgrade: z._default(z.optional(z.union([z.literal(0), z.literal(1)])), 0),
  meta_data: z.optional(
    z.object({
      package_id: z.optional(z.int().check(z.gte(1))),
      stockist_package_id: z.optional(z.int().check(z.gte(1))),
    }),
  ),
  products: z.optional(z.array(zPaymentOrderLine)),
  total_price: z.optional(zNaira),
  total_quantity: z.optional(z.int().check(z.gte(0))),
  total_points: z.optional(z.number().check(z.gte(0))),
  pickup_type: z.optional(z.enum(['registration_pickup', 'upgrade_pickup', 'repurchase_pickup', 're-stock'])),
  stockist_id: z.optional(z.int().check(z.gte(1))),
});

export const zPaymentVerifyRequest = z.object({
  reference: z.string().check(z.regex(/^[A-Za-z0-9._=-]{6,100}$/)),
});

export const zBankVerifyRequest = z.object({
  bank_name: z.string().check(z.minLength(1), z.maxLength(100)),
  account_number: z.string().check(z.regex(/^[0-9]{10}$/)),
  bank_code: z.optional(z.string().check(z.regex(/^[0-9A-Za-z]{2,10}$/))),
});

export const zBankTransferRequest = z.object({
  amount: zNaira,
  reason: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * A Paystack event as Paystack sends it. Amounts here are integer kobo (Paystack's unit), not
 * naira. Unknown events and extra fields are accepted and ignored, so this body is open.
 *
 */
export const zPaystackWebhookEvent = z.object({
  event: z.string(),
  data: z.object({
    id: z.optional(z.int()),
    reference: z.optional(z.string()),
    status: z.optional(z.string()),
    amount: z.optional(z.int().check(z.gte(0))),
    requested_amount: z.optional(z.int().check(z.gte(0))),
    currency: z.optional(z.string()),
    paid_at: z.nullish(z.string()),
    transfer_code: z.optional(z.string()),
  }),
});

export const zIncentiveClaimCreateRequest = z.object({
  rank_id: z.int().check(z.gte(1)),
  incentive_id: z.int().check(z.gte(1)),
});

export const zProductCreateRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  worth: zNaira,
  description: z.optional(z.string().check(z.maxLength(2000))),
  points: z._default(z.optional(z.number().check(z.gte(0), z.lte(1000000))), 0),
  stock_qty: z._default(z.optional(z.int().check(z.gte(0))), 0),
  image: z.optional(z.string()),
});

/**
 * Only the fields sent change; without image the current image stays.
 */
export const zProductUpdateRequest = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  worth: z.optional(zNaira),
  description: z.optional(z.string().check(z.maxLength(2000))),
  points: z.optional(z.number().check(z.gte(0), z.lte(1000000))),
  stock_qty: z.optional(z.int().check(z.gte(0))),
  image: z.optional(z.string()),
});

export const zProductToggleStatusRequest = z.object({
  is_active: z.boolean(),
});

export const zHeldPaymentResolveRequest = z.object({
  action: z.enum(['apply', 'refund']),
  reason: z.string().check(z.minLength(3), z.maxLength(500)),
});

/**
 * Optional; the reason is kept with the withdrawal.
 */
export const zWithdrawalDeclineRequest = z.nullable(
  z.object({
    reason: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
);

export const zWithdrawalInitiateRequest = z.object({
  amount: zNaira,
});

export const zStockistState = z.enum(['lagos', 'oyo']);

export const zStockistPickupType = z.enum(['registration_pickup', 'upgrade_pickup', 're-stock']);

export const zStockistCreateRequest = z.object({
  store_name: z.string().check(z.minLength(1), z.maxLength(120)),
  store_address: z.string().check(z.minLength(1), z.maxLength(255)),
  store_state: zStockistState,
  store_phone: z.string().check(z.regex(/^\+?[0-9]{7,15}$/)),
  stockist_package_id: z.int().check(z.gte(1)),
  referrer: z.optional(z.string().check(z.maxLength(254))),
  payment_receipt: z.string(),
});

/**
 * Only the fields sent change.
 */
export const zStockistUpdateRequest = z.object({
  store_name: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  store_address: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  store_state: z.optional(zStockistState),
  store_phone: z.optional(z.string().check(z.regex(/^\+?[0-9]{7,15}$/))),
});

export const zStockistUpgradeRequest = z.object({
  stockist_package_id: z.int().check(z.gte(1)),
  payment_receipt: z.string(),
});

export const zStockistPackageCreateRequest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  registration_value: zNaira,
  point_value: z._default(z.optional(z.number().check(z.gte(0), z.lte(1000000))), 1),
  pickup_amount: zNaira,
  sales_bonus_percentage: z.number().check(z.gte(0), z.lte(100)),
  value: z.optional(zNaira),
});

/**
 * Only the fields sent change.
 */
export const zStockistPackageUpdateRequest = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  registration_value: z.optional(zNaira),
  point_value: z.optional(z.number().check(z.gte(0), z.lte(1000000))),
  pickup_amount: z.optional(zNaira),
  sales_bonus_percentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
  value: z.optional(zNaira),
});

export const zPurchasePickupType = z.enum(['registration_pickup', 'upgrade_pickup', 'repurchase_pickup']);

export const zPurchaseProductLine = z.object({
  id: z.int().check(z.gte(1)),
  qty: z.int().check(z.gte(1), z.lte(1000)),
});

export const zProductClaimCreateRequest = z.object({
  products: z.array(zPurchaseProductLine),
  total_price: z.optional(zNaira),
  total_quantity: z.optional(z.int().check(z.gte(1))),
});

export const zPurchaseOrderCreateRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: zPurchasePickupType,
  stockist_id: z.int().check(z.gte(1)),
  total_price: z.optional(zNaira),
  total_quantity: z.optional(z.int().check(z.gte(1))),
  total_points: z.optional(z.number().check(z.gte(0))),
});

export const zPurchaseOrderCodeRequest = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  order_id: z.int().check(z.gte(1)),
});

/**
 * A stock purchase against an allowance (JSON), without a receipt.
 */
export const zPurchaseStockRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: zStockistPickupType,
  total_price: z.optional(zNaira),
  total_quantity: z.optional(z.int().check(z.gte(1))),
  total_points: z.optional(z.number().check(z.gte(0))),
});

/**
 * A re-stock paid by bank transfer, proved by the receipt (multipart; products is a JSON part).
 */
export const zPurchaseStockReceiptRequest = z.object({
  products: z.array(zPurchaseProductLine),
  pickup_type: z.enum(['re-stock']),
  total_price: z.optional(zNaira),
  total_quantity: z.optional(z.int().check(z.gte(1))),
  total_points: z.optional(z.number().check(z.gte(0))),
  payment_receipt: z.string(),
});

export const zOrderApproveRequest = z.object({
  code: z.string().check(z.minLength(4), z.maxLength(32), z.regex(/^[A-Za-z0-9]+$/)),
});

export const zCompanyBankCreateRequest = z.object({
  bank_name: z.string().check(z.minLength(1), z.maxLength(100)),
  bank_account_name: z.string().check(z.minLength(1), z.maxLength(120)),
  bank_account_number: z.string().check(z.regex(/^[0-9]{10}$/)),
});

/**
 * Only the fields sent change.
 */
export const zCompanyBankUpdateRequest = z.object({
  bank_name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  bank_account_name: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
  bank_account_number: z.optional(z.string().check(z.regex(/^[0-9]{10}$/))),
});

/**
 * A member's uuid.
 */
export const zUuid = z.uuid();

export const zId = z.int().check(z.gte(1));

/**
 * Page number, from 1.
 */
export const zPage = z._default(z.int().check(z.gte(1)), 1);

export const zPerPage = z._default(z.int().check(z.gte(1), z.lte(100)), 20);

export const zRunKindPath = zRunKind;

/**
 * YYYY-MM-DD (matching, equilibrium, payouts), YYYY-MM (profit pool), YYYY (global profit).
 */
export const zRunPeriodPath = z.string().check(z.maxLength(10));

export const zSearch = z.string().check(z.maxLength(100));

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
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
  type: z._default(z.optional(z.enum(['all', 'active', 'inactive', 'stockists'])), 'all'),
});

export const zSearchUsersQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
  search: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const zSearchPaidUsersQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
  search: z.string().check(z.minLength(1), z.maxLength(100)),
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
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
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
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
  search: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  leg: z.optional(z.enum(['left', 'right'])),
  active: z.optional(z.boolean()),
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
  depth: z._default(z.optional(z.int().check(z.gte(1), z.lte(10))), 3),
  node: z.optional(z.uuid()),
  username: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
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
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zGetPackageDifferencePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetPackageDifferenceQuery = z.object({
  is_upgrade_pickup: z._default(z.optional(z.boolean()), false),
});

export const zListUpgradedUsersQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zUpdateWithdrawalAmountBody = zWithdrawalAmountRequest;

export const zCreatePackageBody = zPackageInput;

export const zUpdatePackageBody = zPackageInput;

export const zUpdatePackagePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetPackagePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateIncentiveBody = zIncentiveCreateForm;

export const zUpdateIncentiveBody = zIncentiveUpdateForm;

export const zUpdateIncentivePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetIncentivePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateRankBody = zRankInput;

export const zUpdateRankBody = zRankInput;

export const zUpdateRankPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetRankPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetCurrentRankBadgePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateSettingsBody = zSettingsUpdateRequest;

export const zPreviewPlanChangeBody = zPlanChangePreviewRequest;

export const zGetSettingsByIdPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zSetSpilloverBody = zSpilloverRequest;

export const zUpdateReferralBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateReferralBonusSettingPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateUpgradeBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateUpgradeBonusSettingPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateUnilevelBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateUnilevelBonusSettingPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateStockistUplineBonusSettingBody = zBonusGenerationUpdateRequest;

export const zUpdateStockistUplineBonusSettingPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetServiceProviderPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateServiceProviderBody = zServiceProviderCreateRequest;

export const zUpdateServiceProviderBody = zServiceProviderUpdateRequest;

export const zUpdateServiceProviderPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetProductServicePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetProductServiceByServiceQuery = z.object({
  service: zServiceKind,
});

export const zCreateProductServiceBody = zProductServiceCreateRequest;

export const zUpdateProductServiceBody = zProductServiceUpdateRequest;

export const zUpdateProductServicePath = z.object({
  id: z.int().check(z.gte(1)),
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
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListHeldPaymentsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zResolveHeldPaymentBody = zHeldPaymentResolveRequest;

export const zResolveHeldPaymentPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListStockistUpgradeHistoryPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListStockistUpgradeHistoryQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
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
  weeks: z._default(z.optional(z.int().check(z.gte(1), z.lte(104))), 12),
});

export const zListRecentEarningsPath = z.object({
  uuid: z.uuid(),
});

export const zListRecentEarningsQuery = z.object({
  limit: z._default(z.optional(z.int().check(z.gte(1), z.lte(50))), 10),
});

export const zGetUnpaidEarningsPath = z.object({
  uuid: z.uuid(),
});

export const zGetRankProgressPath = z.object({
  uuid: z.uuid(),
});

export const zGetTotalGlobalProfitBonusQuery = z.object({
  type: z._default(z.optional(z.enum(['month', 'year'])), 'year'),
  count: z.optional(z.int().check(z.gte(1), z.lte(120))),
});

export const zListIncentiveClaimsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zCreateIncentiveClaimBody = zIncentiveClaimCreateRequest;

export const zCreateIncentiveClaimPath = z.object({
  uuid: z.uuid(),
});

export const zApproveIncentiveClaimPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDeclineIncentiveClaimPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListMemberIncentiveClaimsPath = z.object({
  uuid: z.uuid(),
});

export const zGetCurrentIncentivePath = z.object({
  uuid: z.uuid(),
});

export const zGetProductPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateProductBody = zProductCreateRequest;

export const zUpdateProductBody = zProductUpdateRequest;

export const zUpdateProductPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zToggleProductStatusBody = zProductToggleStatusRequest;

export const zToggleProductStatusPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zInitiateWithdrawalBody = zWithdrawalInitiateRequest;

export const zInitiateWithdrawalPath = z.object({
  uuid: z.uuid(),
});

export const zListWithdrawalsQuery = z.object({
  status: z.optional(z.enum(['awaiting_approval', 'payout_sent', 'paid', 'declined', 'failed', 'reversed'])),
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zSearchWithdrawalsQuery = z.object({
  status: z.optional(z.enum(['awaiting_approval', 'payout_sent', 'paid', 'declined', 'failed', 'reversed'])),
  search: z.optional(z.string().check(z.maxLength(100))),
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListMemberWithdrawalsPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberWithdrawalsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zGetMemberWithdrawalTotalPath = z.object({
  uuid: z.uuid(),
});

export const zGetWithdrawalPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListPendingWithdrawalsPath = z.object({
  uuid: z.uuid(),
});

export const zApproveWithdrawalPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDeclineWithdrawalBody = zWithdrawalDeclineRequest;

export const zDeclineWithdrawalPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zPayWithWalletBody = zPaymentInitiateRequest;

export const zListAuditLogQuery = z.object({
  admin: z.optional(z.string().check(z.maxLength(255))),
  action: z.optional(z.string().check(z.maxLength(100))),
  member: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListForfeitedBonusesQuery = z.object({
  member: z.optional(z.string().check(z.maxLength(100))),
  reason: z.optional(zForfeitReason),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListProductClaimsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zCreateProductClaimBody = zProductClaimCreateRequest;

export const zCreateProductClaimPath = z.object({
  uuid: z.uuid(),
});

export const zApproveProductClaimPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDeclineProductClaimPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListMemberProductClaimsPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberProductClaimsQuery = z.object({
  processing: z._default(z.optional(z.boolean()), false),
});

export const zListStockistsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zSearchStockistsQuery = z.object({
  search: z.optional(z.string().check(z.maxLength(100))),
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListStockistPurchasesQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zListStockistUpgradesQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zGetStockistPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetMemberStockistPath = z.object({
  uuid: z.uuid(),
});

export const zCreateStockistBody = zStockistCreateRequest;

export const zUpdateStockistBody = zStockistUpdateRequest;

export const zUpdateStockistPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpgradeStockistBody = zStockistUpgradeRequest;

export const zUpgradeStockistPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetStockistPackageDifferencePath = z.object({
  packageId: z.int().check(z.gte(1)),
});

export const zGetStockistPackageDifferenceQuery = z.object({
  is_upgrade_pickup: z._default(z.optional(z.boolean()), false),
});

export const zGetStockistStatsPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListStockistStockPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListStockistRebateEarningsPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetStockistSalesStatsPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zApproveStockistRegistrationPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDisapproveStockistRegistrationPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zApproveStockistUpgradePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDisapproveStockistUpgradePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateMemberOrderBody = zPurchaseOrderCreateRequest;

export const zCreateMemberOrderPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberOrdersPath = z.object({
  uuid: z.uuid(),
});

export const zListMemberOrdersQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zGetPickupAllowancesPath = z.object({
  uuid: z.uuid(),
});

export const zRevealOrderCodeBody = zPurchaseOrderCodeRequest;

export const zGetOrderDetailsPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateStockistPurchaseBody = zPurchaseStockRequest;

export const zCreateStockistPurchasePath = z.object({
  uuid: z.uuid(),
});

export const zListStockistPurchaseHistoryPath = z.object({
  uuid: z.uuid(),
});

export const zListStockistPurchaseHistoryQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zGetStockPurchaseDetailsPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zGetStockistPrevMonthSalesPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zFetchOrderByCodePath = z.object({
  code: z.string().check(z.minLength(4), z.maxLength(32), z.regex(/^[A-Za-z0-9]+$/)),
});

export const zApproveOrderBody = zOrderApproveRequest;

export const zApproveOrderPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListProcessedOrdersPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListProcessedOrdersQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
});

export const zApproveStockPurchasePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDisapproveStockPurchasePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zListRunsQuery = z.object({
  page: z._default(z.optional(z.int().check(z.gte(1))), 1),
  per_page: z._default(z.optional(z.int().check(z.gte(1), z.lte(100))), 20),
  kind: z.optional(zRunKind),
});

export const zPreviewRunPath = z.object({
  kind: zRunKind,
  period: z.string().check(z.maxLength(10)),
});

export const zCommitRunPath = z.object({
  kind: zRunKind,
  period: z.string().check(z.maxLength(10)),
});

export const zGetRegistrationsByWeekQuery = z.object({
  weeks: z._default(z.optional(z.int().check(z.gte(1), z.lte(104))), 12),
});

export const zGetBonusesByKindQuery = z.object({
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});

export const zCreateStockistPackageBody = zStockistPackageCreateRequest;

export const zGetStockistPackagePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateStockistPackageBody = zStockistPackageUpdateRequest;

export const zUpdateStockistPackagePath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zCreateCompanyBankBody = zCompanyBankCreateRequest;

export const zGetCompanyBankPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zUpdateCompanyBankBody = zCompanyBankUpdateRequest;

export const zUpdateCompanyBankPath = z.object({
  id: z.int().check(z.gte(1)),
});

export const zDeleteCompanyBankPath = z.object({
  id: z.int().check(z.gte(1)),
});
