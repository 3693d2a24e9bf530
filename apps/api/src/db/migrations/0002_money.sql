-- Money core: the ledger, payments, withdrawals, PV volumes, incentive claims, scheduled runs
-- and the minimal stockist/order records their pipelines need. Every amount is bigint kobo.

-- Package flags the plan needs.
-- Which packages share the monthly profit pool (seed.ts flags the top package).
alter table packages add column is_profit_pool_eligible boolean not null default false;

-- Bank details (account name only ever from the provider's resolution) and pickup allowances.
alter table users
  add column bank_name text,
  add column bank_code text,
  add column bank_account_number text,
  add column bank_account_name text,
  add column bank_verified_at timestamptz,
  add column bank_editable boolean not null default true,
  add column transfer_recipient_code text,
  add column activated_at timestamptz,
  add column registration_pickup_kobo bigint not null default 0 check (registration_pickup_kobo >= 0),
  add column upgrade_pickup_kobo bigint not null default 0 check (upgrade_pickup_kobo >= 0);

-- ---------------------------------------------------------------------------------------------
-- Ledger. An account per member wallet plus company accounts. Entries are append-only; a
-- transaction's entries sum to zero (checked at commit); the account balance is maintained by
-- a trigger in the same transaction, so it always equals the sum of the account's entries.
-- A member wallet can never go negative (check constraint).
create table ledger_accounts (
  id bigserial primary key,
  code text not null unique,
  user_id bigint unique references users (id),
  kind text not null check (kind in ('member_wallet', 'company')),
  balance_kobo bigint not null default 0,
  created_at timestamptz not null default now(),
  check (kind = 'company' or balance_kobo >= 0),
  check ((kind = 'member_wallet') = (user_id is not null))
);

insert into ledger_accounts (code, kind) values
  ('company:payments_clearing', 'company'),   -- money received from the payment provider
  ('company:revenue', 'company'),             -- package, upgrade, order and stockist income
  ('company:bonus_expense', 'company'),       -- every bonus paid to a wallet
  ('company:payouts', 'company'),             -- money sent to members' banks
  ('company:fee_income', 'company');          -- withdrawal charges kept

create table ledger_transactions (
  id bigserial primary key,
  -- One transaction per idempotency key: a payment reference, a run, a withdrawal step.
  idempotency_key text not null unique,
  kind text not null,
  cause_type text not null,
  cause_ref text not null,
  description text not null default '',
  created_at timestamptz not null default now()
);

create table ledger_entries (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  -- Denormalised for the member's own queries: the wallet's owner, null for company accounts.
  user_id bigint references users (id),
  amount_kobo bigint not null check (amount_kobo <> 0),
  kind text not null check (kind in (
    'referral_bonus', 'placement_bonus', 'welcome_bonus', 'upgrade_bonus', 'repurchase_bonus',
    'unilevel_bonus', 'award_bonus', 'signee_bonus', 'stockist_upline_bonus', 'rebate',
    'matching_bonus', 'equilibrium_bonus', 'loyalty_bonus', 'profit_pool', 'global_profit',
    'withdrawal', 'withdrawal_fee', 'withdrawal_reversal', 'wallet_payment', 'reversal',
    'admin_transfer', 'admin_transfer_reversal', 'payment', 'contra')),
  cause_type text not null,
  cause_ref text not null,
  explanation jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index ledger_entries_user_kind_idx on ledger_entries (user_id, kind) where user_id is not null;
create index ledger_entries_account_idx on ledger_entries (account_id);
create index ledger_entries_transaction_idx on ledger_entries (transaction_id);
create index ledger_entries_kind_created_idx on ledger_entries (kind, created_at);

create function ledger_apply_entry() returns trigger language plpgsql as $$
begin
  update ledger_accounts set balance_kobo = balance_kobo + new.amount_kobo where id = new.account_id;
  return new;
end
$$;
create trigger ledger_entries_apply after insert on ledger_entries
  for each row execute function ledger_apply_entry();

create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
begin
  select coalesce(sum(amount_kobo), 0) into total from ledger_entries where transaction_id = new.transaction_id;
  if total <> 0 then
    raise exception 'ledger transaction % is unbalanced by % kobo', new.transaction_id, total
      using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_check_balanced();

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function forbid_change();
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function forbid_change();

-- A bonus that was not paid, and why: nothing disappears silently.
create table forfeited_bonuses (
  id bigserial primary key,
  user_id bigint references users (id),
  kind text not null,
  amount_kobo bigint not null check (amount_kobo >= 0),
  reason text not null,
  cause_type text not null,
  cause_ref text not null,
  explanation jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index forfeited_bonuses_user_idx on forfeited_bonuses (user_id);
create trigger forfeited_bonuses_append_only before update or delete on forfeited_bonuses
  for each row execute function forbid_change();

-- ---------------------------------------------------------------------------------------------
-- PV volumes. Leg totals are cumulative; the matching run keeps its own base and carry.
create table member_volumes (
  user_id bigint primary key references users (id),
  own_pv bigint not null default 0 check (own_pv >= 0),
  left_pv bigint not null default 0 check (left_pv >= 0),
  right_pv bigint not null default 0 check (right_pv >= 0),
  cpv bigint not null default 0 check (cpv >= 0),
  -- Active descendants, for the equilibrium bonus.
  active_descendants bigint not null default 0 check (active_descendants >= 0),
  -- Matching: leg totals already counted by runs, and the carried volume per leg.
  matching_left_base bigint not null default 0,
  matching_right_base bigint not null default 0,
  matching_left_carry bigint not null default 0 check (matching_left_carry >= 0),
  matching_right_carry bigint not null default 0 check (matching_right_carry >= 0),
  -- Equilibrium: active descendants already counted by runs.
  equilibrium_base bigint not null default 0
);

-- Every PV that entered the tree (activation, upgrade, repurchase), for audit and the yearly
-- global profit pool.
create table pv_events (
  id bigserial primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('activation', 'upgrade', 'repurchase')),
  pv bigint not null check (pv > 0),
  cause_ref text not null,
  created_at timestamptz not null default now(),
  unique (kind, cause_ref)
);
create index pv_events_created_idx on pv_events (created_at);

-- ---------------------------------------------------------------------------------------------
-- Payments: stored (reference, expected kobo, purpose) before the provider is called; applied
-- once when the status moves from initialized to approved.
create table payments (
  id bigserial primary key,
  reference text not null unique,
  user_id bigint not null references users (id),
  txn_source text not null check (txn_source in (
    'package_payment', 'member_product_purchase', 'stockist_product_purchase', 'stockist_upgrade',
    'stockist_registration')),
  purpose text not null check (purpose in (
    'registration', 'upgrade', 'repurchase', 'restock', 'stockist_upgrade', 'stockist_registration')),
  channel text not null check (channel in ('card', 'wallet', 'receipt')),
  provider text,
  amount_kobo bigint not null check (amount_kobo >= 0),
  currency text not null default 'NGN',
  status text not null default 'initialized'
    check (status in ('initialized', 'approved', 'failed', 'abandoned', 'review')),
  -- What is paid for: package ids, order id, stockist package id.
  target jsonb not null default '{}'::jsonb,
  authorization_url text,
  access_code text,
  provider_status text,
  failure_reason text,
  created_at timestamptz not null default now(),
  approved_at timestamptz
);
create index payments_user_idx on payments (user_id, created_at desc);

-- Webhook deliveries, deduplicated by event key.
create table webhook_events (
  id bigserial primary key,
  provider text not null,
  event_key text not null,
  event text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  unique (provider, event_key)
);

-- ---------------------------------------------------------------------------------------------
-- Withdrawals: debited at request; an administrator approves (the payout is sent once with the
-- persisted reference) or declines; a failed, reversed or declined payout is credited back once.
create table withdrawals (
  id bigserial primary key,
  user_id bigint not null references users (id),
  amount_kobo bigint not null check (amount_kobo > 0),
  fee_kobo bigint not null check (fee_kobo >= 0),
  payout_kobo bigint not null check (payout_kobo >= 0),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'reversed', 'declined')),
  txn_status text check (txn_status in ('pending', 'success', 'failed', 'reversed', 'unknown')),
  withdrawal_type text not null check (withdrawal_type in ('manual', 'automated', 'admin_transfer')),
  reference text not null unique,
  reason text,
  bank_name text not null,
  bank_code text not null,
  bank_account_number text not null,
  bank_account_name text not null,
  transfer_code text,
  failure_reason text,
  approved_at timestamptz,
  approved_by bigint,
  sent_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  check (fee_kobo + payout_kobo = amount_kobo)
);
-- One pending withdrawal per member (admin transfers are separate).
create unique index withdrawals_one_pending on withdrawals (user_id)
  where status = 'pending' and withdrawal_type <> 'admin_transfer';
create index withdrawals_created_idx on withdrawals (created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Incentive claims: claimed once; one processing at a time.
create table incentive_claims (
  id bigserial primary key,
  user_id bigint not null references users (id),
  rank_id integer not null references ranks (id),
  incentive_id integer not null references incentives (id),
  worth_kobo bigint not null check (worth_kobo >= 0),
  status text not null default 'processing' check (status in ('processing', 'approved', 'declined')),
  decided_by bigint,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index incentive_claims_once on incentive_claims (user_id, incentive_id)
  where status in ('processing', 'approved');
create unique index incentive_claims_one_processing on incentive_claims (user_id)
  where status = 'processing';

-- ---------------------------------------------------------------------------------------------
-- Scheduled runs: one row per (kind, period); a period is committed once.
create table bonus_runs (
  id bigserial primary key,
  kind text not null check (kind in ('matching', 'equilibrium', 'profit_pool', 'global_profit', 'payouts')),
  period_key text not null,
  status text not null default 'running' check (status in ('running', 'committed', 'failed')),
  total_kobo bigint not null default 0,
  entries integer not null default 0,
  summary jsonb not null default '{}'::jsonb,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (kind, period_key)
);

-- ---------------------------------------------------------------------------------------------
-- Stockists and orders: the records the money pipelines need (signee, stockist upline, rebate,
-- repurchase). The stockist screens extend them.
create table stockists (
  id bigserial primary key,
  user_id bigint not null unique references users (id),
  stockist_package_id integer not null references stockist_packages (id),
  referrer_user_id bigint references users (id),
  store_name text not null default '',
  state text not null default 'Lagos',
  address text not null default '',
  phone text not null default '',
  payment_receipt text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'disapproved')),
  payment_id bigint references payments (id),
  decided_at timestamptz,
  created_at timestamptz not null default now()
);

create table stockist_upgrades (
  id bigserial primary key,
  stockist_id bigint not null references stockists (id),
  previous_package_id integer not null references stockist_packages (id),
  new_package_id integer not null references stockist_packages (id),
  amount_kobo bigint not null check (amount_kobo >= 0),
  payment_id bigint references payments (id),
  payment_receipt text,
  status text not null default 'processing' check (status in ('processing', 'approved', 'disapproved')),
  decided_at timestamptz,
  created_at timestamptz not null default now()
);

create table orders (
  id bigserial primary key,
  code text not null unique,
  user_id bigint not null references users (id),
  -- The stockist collecting (member orders) or buying (re-stock).
  stockist_id bigint references stockists (id),
  kind text not null check (kind in ('member', 'stockist')),
  pickup_type text not null check (pickup_type in ('registration_pickup', 'upgrade_pickup', 'repurchase_pickup', 're-stock')),
  total_price_kobo bigint not null check (total_price_kobo >= 0),
  total_quantity integer not null check (total_quantity >= 0),
  total_points bigint not null check (total_points >= 0),
  status text not null default 'pending'
    check (status in ('awaiting_payment', 'pending', 'approved', 'disapproved', 'cancelled')),
  payment_id bigint references payments (id),
  payment_receipt text,
  approved_at timestamptz,
  created_at timestamptz not null default now()
);
create index orders_user_idx on orders (user_id, created_at desc);
create index orders_stockist_idx on orders (stockist_id, created_at desc);

create table order_lines (
  id bigserial primary key,
  order_id bigint not null references orders (id),
  product_id integer not null references products (id),
  quantity integer not null check (quantity >= 1),
  unit_price_kobo bigint not null check (unit_price_kobo >= 0),
  unit_points integer not null check (unit_points >= 0)
);
create index order_lines_order_idx on order_lines (order_id);

-- Every member gets a wallet account and a volume row when created.
create function users_create_wallet() returns trigger language plpgsql as $$
begin
  insert into ledger_accounts (code, user_id, kind) values ('member:' || new.id, new.id, 'member_wallet');
  insert into member_volumes (user_id) values (new.id);
  return new;
end
$$;
create trigger users_create_wallet after insert on users
  for each row execute function users_create_wallet();

-- Wallet accounts and volumes for the members that exist already (the seeded root).
insert into ledger_accounts (code, user_id, kind)
  select 'member:' || id, id, 'member_wallet' from users;
insert into member_volumes (user_id) select id from users;
