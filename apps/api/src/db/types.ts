import type { ColumnType, Generated } from 'kysely';
import type { MoneyTables } from './types.money';

/** Insert may omit it when the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns are parsed to JS numbers by both drivers (see database.ts). */
type Numeric = ColumnType<number, number | string, number | string>;

export interface PackagesTable {
  id: Generated<number>;
  name: string;
  point_value: number;
  registration_value_kobo: number;
  pickup_amount_kobo: Generated<number>;
  matching_bonus_cap_kobo: Generated<number>;
  is_profit_pool_eligible: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RanksTable {
  id: Generated<number>;
  name: string;
  points: number;
  is_global_profit_eligible: Generated<boolean>;
  description: string | null;
  package_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IncentivesTable {
  id: Generated<number>;
  rank_id: number;
  incentive: string;
  worth_kobo: number;
  file_path: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  image: string | null;
  worth_kobo: number;
  points: Generated<number>;
  is_active: Generated<boolean>;
  /** Units in the company store (migration 0027). */
  stock_qty: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockistPackagesTable {
  id: Generated<number>;
  name: string;
  registration_value_kobo: number;
  point_value: Generated<number>;
  pickup_amount_kobo: Generated<number>;
  sales_bonus_percentage: Numeric;
  value: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BonusKind = 'referral' | 'upgrade' | 'unilevel' | 'stockist_upline';

export interface BonusGenerationSettingsTable {
  id: Generated<number>;
  kind: BonusKind;
  package_id: number;
  generation_1_percentage: Numeric;
  generation_2_percentage: Numeric;
  generation_3_percentage: Numeric;
  generation_4_percentage: Numeric;
  generation_5_percentage: Numeric;
  generation_6_percentage: Numeric;
  generation_7_percentage: Numeric;
  generation_8_percentage: Numeric;
  generation_9_percentage: Numeric;
  generation_10_percentage: Numeric;
}

export interface SettingsTable {
  id: number;
  equillibrum_bonus_kobo: number;
  loyalty_bonus_percentage: Numeric;
  welcome_bonus_percentage: Numeric;
  placement_bonus_percentage: Numeric;
  global_profit_value_kobo: number;
  global_profit_first_percentage: Numeric;
  global_profit_second_percentage: Numeric;
  next_global_profit_share_month: number;
  next_global_profit_share_day: number;
  profit_pool_percentage: Numeric;
  profit_pool_duration: number;
  profit_pool_days_offset: number;
  profit_pool_num_of_downlines: number;
  matching_bonus_total_pv: number;
  matching_bonus_percent: Numeric;
  repurchase_bonus_percentage: Numeric;
  matching_bonus_frequency: number;
  unit_point_value_kobo: number;
  minimum_withdrawal_kobo: number;
  maximum_withdrawal_kobo: number;
  withdrawal_charge_type: 'percentage' | 'flat';
  charge: Numeric;
  withdrawal_charge_cap_kobo: number;
  withdrawal_type: 'weekly' | 'monthly';
  withdrawal_period: number;
  company_phone: string;
  company_email: string;
  company_address: string;
  award_winner_sponsor_bonus_percentage: Numeric;
  award_winner_dd_bonus_percentage: Numeric;
  stockist_referral_bonus_percentage: Numeric;
  show_front_page_message: Generated<boolean>;
  home_page_message_subject: Generated<string>;
  home_page_message: Generated<string>;
  general_message_subject: Generated<string>;
  general_message: Generated<string>;
  /** Registrations naming no upline take the first free slot breadth first (migration 0009). */
  spillover_enabled: Generated<boolean>;
  updated_at: Timestamp;
}

export interface ServiceProvidersTable {
  id: Generated<number>;
  name: string;
  slug: 'paystack' | 'sandbox';
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface ProductServicesTable {
  id: Generated<number>;
  service: 'payment' | 'payout';
  service_provider_id: number;
  created_at: Timestamp;
}

export interface CompanyBanksTable {
  id: Generated<number>;
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
  created_at: Timestamp;
}

export type UserStatus = 'active' | 'inactive' | 'expired';

export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone: string;
  password_hash: string;
  package_id: number;
  reg_package_id: number;
  rank_id: number | null;
  sponsor_id: number | null;
  placement_parent_id: number | null;
  placement_position: number | null;
  /** The slot as bits, two per generation (docs/adr/0012-placement-paths-and-counts.md); set by a trigger. */
  placement_path: Generated<string | null>;
  /** Slots taken under this member (0 to 2), kept by a trigger (0015_spillover_on_paths.sql). */
  placement_children: Generated<number>;
  is_root: Generated<boolean>;
  is_stockist: Generated<number>;
  photo_path: string | null;
  address: string | null;
  gender: string | null;
  withdrawal_amount_kobo: Generated<number>;
  status: Generated<UserStatus>;
  payment_status: Generated<'pending' | 'approved'>;
  paid_at: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  enable_2fa: Generated<boolean>;
  bank_name: string | null;
  bank_code: string | null;
  bank_account_number: string | null;
  bank_account_name: string | null;
  bank_verified_at: NullableTimestamp;
  bank_editable: Generated<boolean>;
  transfer_recipient_code: string | null;
  activated_at: NullableTimestamp;
  registration_pickup_kobo: Generated<number>;
  upgrade_pickup_kobo: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminsTable {
  id: Generated<number>;
  name: Generated<string>;
  email: string;
  password_hash: string;
  enable_2fa: Generated<boolean>;
  /** Set on the administrator a production server seeds; cleared when they set a password (0014). */
  password_change_required: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type AccountType = 'user' | 'admin';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  account_type: AccountType;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  account_type: AccountType;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export type CodePurpose = 'email_confirmation' | 'password_reset' | 'change_password' | 'two_factor';

export interface OneTimeCodesTable {
  id: Generated<number>;
  account_type: AccountType;
  account_id: number;
  purpose: CodePurpose;
  challenge_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  account_key: string;
  /** The client address of the failed attempt ('' for rows older than 0013). */
  address: Generated<string>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_type: string;
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Timestamp;
}

export interface DB extends MoneyTables {
  packages: PackagesTable;
  ranks: RanksTable;
  incentives: IncentivesTable;
  products: ProductsTable;
  stockist_packages: StockistPackagesTable;
  bonus_generation_settings: BonusGenerationSettingsTable;
  settings: SettingsTable;
  service_providers: ServiceProvidersTable;
  product_services: ProductServicesTable;
  company_banks: CompanyBanksTable;
  users: UsersTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  login_challenges: LoginChallengesTable;
  one_time_codes: OneTimeCodesTable;
  auth_failures: AuthFailuresTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
}

// The built-in sandbox payment provider's own state (0003_sandbox_provider.sql); merged into DB.
export interface SandboxTransactionsTable {
  reference: string;
  access_code: string;
  amount_kobo: number;
  currency: Generated<string>;
  email: string;
  callback_url: string;
  status: Generated<'initialized' | 'success' | 'failed'>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
}

export interface SandboxTransfersTable {
  reference: string;
  transfer_code: string;
  amount_kobo: number;
  recipient_code: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  created_at: Timestamp;
}

export interface DB {
  sandbox_transactions: SandboxTransactionsTable;
  sandbox_transfers: SandboxTransfersTable;
}

// Uploaded files and invitation mails (0007_uploads_and_invitations.sql); merged into DB.
export type UploadPurpose = 'profile_photo' | 'product_image' | 'payment_receipt' | 'incentive_image';
export type UploadContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export interface UploadsTable {
  name: string;
  purpose: UploadPurpose;
  user_id: number | null;
  content_type: UploadContentType;
  size_bytes: number;
  /** node-postgres answers a Buffer, PGlite a Uint8Array. */
  data: Uint8Array;
  created_at: Timestamp;
}

export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  referrer_username: string;
  mailed: boolean;
  created_at: Timestamp;
}

export interface DB {
  uploads: UploadsTable;
  invitations: InvitationsTable;
}

// Product claims (0010_pickup_orders.sql); merged into DB.
export interface ProductClaimsTable {
  id: Generated<number>;
  user_id: number;
  total_price_kobo: number;
  total_quantity: number;
  total_points: number;
  status: Generated<'processing' | 'approved' | 'declined'>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ProductClaimLinesTable {
  id: Generated<number>;
  claim_id: number;
  product_id: number;
  quantity: number;
  unit_price_kobo: number;
  unit_points: number;
}

export interface DB {
  product_claims: ProductClaimsTable;
  product_claim_lines: ProductClaimLinesTable;
}

// A stockist's stock (0017_stock.sql); merged into DB.
export interface StockistStockTable {
  stockist_id: number;
  product_id: number;
  quantity: Generated<number>;
  cost_price_kobo: Generated<number>;
  updated_at: Timestamp;
}

export interface DB {
  stockist_stock: StockistStockTable;
}

// Members counted by state, one row per database backend (0022_member_counts.sql); merged into DB.
export interface MemberCountsTable {
  backend: number;
  members: Generated<number>;
  active: Generated<number>;
  paid: Generated<number>;
  stockists: Generated<number>;
  upgraded: Generated<number>;
  package_payments: Generated<number>;
}

export interface DB {
  member_counts: MemberCountsTable;
}

// The plan's settings in force per period (0023_plan_versions.sql, docs/adr/0017-plan-versions.md);
// merged into DB. Append-only.
export interface PlanVersionsTable {
  id: Generated<number>;
  effective_from: ColumnType<Date, Date | string, never>;
  /** The settings row after the change (to_jsonb). */
  settings: ColumnType<unknown, string, never>;
  /** Every bonus_generation_settings row after the change (to_jsonb of each). */
  generation: ColumnType<unknown, string, never>;
  /**
   * Every packages row after the change (to_jsonb of each; 0028_plan_version_packages.sql);
   * null in a version saved before the packages were part of it.
   */
  packages: ColumnType<unknown, string | null, never>;
  created_at: Timestamp;
}

export interface DB {
  plan_versions: PlanVersionsTable;
}
