import type { ColumnType, Generated } from 'kysely';
import type { EntryKind } from '@kola/domain';

/** Tables of migration 0002_money.sql (the ledger, payments, withdrawals, runs, orders). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  user_id: number | null;
  kind: 'member_wallet' | 'company';
  balance_kobo: Generated<number>;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  cause_type: string;
  cause_ref: string;
  description: Generated<string>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  user_id: number | null;
  amount_kobo: number;
  /**
   * The domain's ENTRY_KINDS, which the CHECK constraint holds (test/entry-kinds.test.ts).
   * Written as text (the constraint refuses any other); never updated (entries are append-only).
   */
  kind: ColumnType<EntryKind, string, never>;
  cause_type: string;
  cause_ref: string;
  explanation: Json;
  created_at: Timestamp;
}

export interface ForfeitedBonusesTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  amount_kobo: number;
  reason: string;
  cause_type: string;
  cause_ref: string;
  explanation: Json;
  created_at: Timestamp;
}

export interface MemberVolumesTable {
  user_id: number;
  own_pv: Generated<number>;
  left_pv: Generated<number>;
  right_pv: Generated<number>;
  cpv: Generated<number>;
  active_descendants: Generated<number>;
  /** Members in the placement downline, kept by triggers (0008_network_paths.sql). */
  members_below: Generated<number>;
  matching_left_base: Generated<number>;
  matching_right_base: Generated<number>;
  matching_left_carry: Generated<number>;
  matching_right_carry: Generated<number>;
  /** The run whose result matching_next_* holds, in force once it committed (0032). */
  matching_run_id: number | null;
  matching_next_left_base: Generated<number>;
  matching_next_right_base: Generated<number>;
  matching_next_left_carry: Generated<number>;
  matching_next_right_carry: Generated<number>;
  equilibrium_base: Generated<number>;
}

/** A member's matching state in force (view of 0032: ADR 0025); read-only. */
export interface MemberMatchingStateView {
  user_id: number;
  left_pv: number;
  right_pv: number;
  left_base: number;
  right_base: number;
  left_carry: number;
  right_carry: number;
}

export interface PvEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'activation' | 'upgrade' | 'repurchase';
  pv: number;
  cause_ref: string;
  created_at: Timestamp;
}

export type TxnSource =
  | 'package_payment'
  | 'member_product_purchase'
  | 'stockist_product_purchase'
  | 'stockist_upgrade'
  | 'stockist_registration';
export type PaymentPurpose =
  'registration' | 'upgrade' | 'repurchase' | 'restock' | 'stockist_upgrade' | 'stockist_registration';
export type PaymentStatus = 'initialized' | 'approved' | 'failed' | 'abandoned' | 'review' | 'refunded';

export interface PaymentsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  txn_source: TxnSource;
  purpose: PaymentPurpose;
  channel: 'card' | 'wallet' | 'receipt';
  provider: string | null;
  amount_kobo: number;
  currency: Generated<string>;
  status: Generated<PaymentStatus>;
  target: Json;
  authorization_url: string | null;
  access_code: string | null;
  provider_status: string | null;
  failure_reason: string | null;
  created_at: Timestamp;
  approved_at: NullableTimestamp;
  /** What the provider reported receiving, when it differed (held for review; migration 0020). */
  received_amount_kobo: number | null;
  received_currency: string | null;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
  resolution: 'applied' | 'refunded' | null;
  resolution_note: string | null;
  resolving_until: NullableTimestamp;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_key: string;
  event: string;
  payload: Json;
  received_at: Timestamp;
  processed_at: NullableTimestamp;
}

export type WithdrawalStatus = 'pending' | 'paid' | 'failed' | 'reversed' | 'declined';
export type TransferStatus = 'pending' | 'success' | 'failed' | 'reversed' | 'unknown';

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_kobo: number;
  fee_kobo: number;
  payout_kobo: number;
  status: Generated<WithdrawalStatus>;
  txn_status: TransferStatus | null;
  withdrawal_type: 'manual' | 'automated' | 'admin_transfer';
  reference: string;
  reason: string | null;
  bank_name: string;
  bank_code: string;
  bank_account_number: string;
  bank_account_name: string;
  transfer_code: string | null;
  /** The provider the transfer went through (set before the call); null until then. */
  payout_provider: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: string | null;
  approved_at: NullableTimestamp;
  approved_by: number | null;
  sent_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
  /** The server working on the payout right now, until `lease_until` (docs/payments.md#transfers-and-payouts). */
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: NullableTimestamp;
  /** Set before the first transfer call: from then on a transfer may exist. */
  send_attempted_at: NullableTimestamp;
  send_attempts: Generated<number>;
}

export interface IncentiveClaimsTable {
  id: Generated<number>;
  user_id: number;
  rank_id: number;
  incentive_id: number;
  worth_kobo: number;
  status: Generated<'processing' | 'approved' | 'declined'>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export type RunKind = 'matching' | 'equilibrium' | 'profit_pool' | 'global_profit' | 'payouts';

export interface BonusRunsTable {
  id: Generated<number>;
  kind: RunKind;
  period_key: string;
  status: Generated<'running' | 'committed' | 'failed'>;
  total_kobo: Generated<number>;
  entries: Generated<number>;
  summary: Json;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface StockistsTable {
  id: Generated<number>;
  user_id: number;
  stockist_package_id: number;
  referrer_user_id: number | null;
  store_name: Generated<string>;
  state: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  payment_receipt: string | null;
  status: Generated<'pending' | 'approved' | 'disapproved'>;
  payment_id: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  /** Stock-purchase allowance balances, kobo (migration 0016, docs/pickups-and-stockists.md#stock). */
  registration_pickup_kobo: Generated<number>;
  upgrade_pickup_kobo: Generated<number>;
  updated_at: Generated<Date>;
}

export interface StockistUpgradesTable {
  id: Generated<number>;
  stockist_id: number;
  previous_package_id: number;
  new_package_id: number;
  amount_kobo: number;
  payment_id: number | null;
  payment_receipt: string | null;
  status: Generated<'processing' | 'approved' | 'disapproved'>;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export type PickupType = 'registration_pickup' | 'upgrade_pickup' | 'repurchase_pickup' | 're-stock';

export interface OrdersTable {
  id: Generated<number>;
  code: string;
  user_id: number;
  stockist_id: number | null;
  kind: 'member' | 'stockist';
  pickup_type: PickupType;
  total_price_kobo: number;
  total_quantity: number;
  total_points: number;
  status: Generated<'awaiting_payment' | 'pending' | 'approved' | 'disapproved' | 'cancelled'>;
  payment_id: number | null;
  payment_receipt: string | null;
  approved_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  quantity: number;
  unit_price_kobo: number;
  unit_points: number;
}

export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  forfeited_bonuses: ForfeitedBonusesTable;
  member_volumes: MemberVolumesTable;
  member_matching_state: MemberMatchingStateView;
  pv_events: PvEventsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  withdrawals: WithdrawalsTable;
  incentive_claims: IncentiveClaimsTable;
  bonus_runs: BonusRunsTable;
  stockists: StockistsTable;
  stockist_upgrades: StockistUpgradesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
}
