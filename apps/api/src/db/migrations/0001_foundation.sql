-- Foundation: packages, ranks, incentives, products, stockist packages, settings, members,
-- administrators, sessions, one-time codes, login challenges, mail outbox, audit log.
-- Money is bigint kobo (columns end in _kobo); percentages are numeric(7,4).

create table packages (
  id serial primary key,
  name text not null unique,
  point_value integer not null check (point_value >= 0),
  registration_value_kobo bigint not null check (registration_value_kobo >= 0),
  pickup_amount_kobo bigint not null default 0 check (pickup_amount_kobo >= 0),
  matching_bonus_cap_kobo bigint not null default 0 check (matching_bonus_cap_kobo >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table ranks (
  id serial primary key,
  name text not null unique,
  points integer not null check (points >= 0),
  is_global_profit_eligible boolean not null default false,
  description text,
  package_id integer references packages (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table incentives (
  id serial primary key,
  rank_id integer not null unique references ranks (id),
  incentive text not null,
  worth_kobo bigint not null check (worth_kobo >= 0),
  file_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table products (
  id serial primary key,
  name text not null,
  description text not null default '',
  image text,
  worth_kobo bigint not null check (worth_kobo >= 0),
  points integer not null default 0 check (points >= 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table stockist_packages (
  id serial primary key,
  name text not null unique,
  registration_value_kobo bigint not null check (registration_value_kobo >= 0),
  point_value integer not null default 1,
  pickup_amount_kobo bigint not null default 0 check (pickup_amount_kobo >= 0),
  sales_bonus_percentage numeric(7, 4) not null default 0 check (sales_bonus_percentage between 0 and 100),
  value text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per (kind, package): referral, upgrade, unilevel and stockist-upline bonus
-- percentages for generations 1 to 10 of the recipient's package.
create table bonus_generation_settings (
  id serial primary key,
  kind text not null check (kind in ('referral', 'upgrade', 'unilevel', 'stockist_upline')),
  package_id integer not null references packages (id),
  generation_1_percentage numeric(7, 4) not null default 0,
  generation_2_percentage numeric(7, 4) not null default 0,
  generation_3_percentage numeric(7, 4) not null default 0,
  generation_4_percentage numeric(7, 4) not null default 0,
  generation_5_percentage numeric(7, 4) not null default 0,
  generation_6_percentage numeric(7, 4) not null default 0,
  generation_7_percentage numeric(7, 4) not null default 0,
  generation_8_percentage numeric(7, 4) not null default 0,
  generation_9_percentage numeric(7, 4) not null default 0,
  generation_10_percentage numeric(7, 4) not null default 0,
  unique (kind, package_id)
);

create table settings (
  id integer primary key check (id = 1),
  equillibrum_bonus_kobo bigint not null,
  loyalty_bonus_percentage numeric(7, 4) not null,
  welcome_bonus_percentage numeric(7, 4) not null,
  placement_bonus_percentage numeric(7, 4) not null,
  global_profit_value_kobo bigint not null,
  global_profit_first_percentage numeric(7, 4) not null,
  global_profit_second_percentage numeric(7, 4) not null,
  next_global_profit_share_month integer not null check (next_global_profit_share_month between 1 and 12),
  next_global_profit_share_day integer not null check (next_global_profit_share_day between 1 and 31),
  profit_pool_percentage numeric(7, 4) not null,
  profit_pool_duration integer not null check (profit_pool_duration between 1 and 12),
  profit_pool_days_offset integer not null check (profit_pool_days_offset >= 1),
  profit_pool_num_of_downlines integer not null check (profit_pool_num_of_downlines >= 1),
  matching_bonus_total_pv integer not null check (matching_bonus_total_pv >= 1),
  matching_bonus_percent numeric(7, 4) not null,
  repurchase_bonus_percentage numeric(7, 4) not null,
  matching_bonus_frequency integer not null check (matching_bonus_frequency >= 1),
  unit_point_value_kobo bigint not null check (unit_point_value_kobo >= 100),
  minimum_withdrawal_kobo bigint not null check (minimum_withdrawal_kobo >= 0),
  maximum_withdrawal_kobo bigint not null check (maximum_withdrawal_kobo >= 0),
  withdrawal_charge_type text not null check (withdrawal_charge_type in ('percentage', 'flat')),
  -- A percentage when the type is percentage, naira when it is flat.
  charge numeric(14, 4) not null check (charge >= 0),
  withdrawal_charge_cap_kobo bigint not null check (withdrawal_charge_cap_kobo >= 0),
  withdrawal_type text not null check (withdrawal_type in ('weekly', 'monthly')),
  withdrawal_period integer not null check (withdrawal_period between 1 and 30),
  company_phone text not null,
  company_email text not null,
  company_address text not null,
  award_winner_sponsor_bonus_percentage numeric(7, 4) not null,
  award_winner_dd_bonus_percentage numeric(7, 4) not null,
  stockist_referral_bonus_percentage numeric(7, 4) not null,
  show_front_page_message boolean not null default false,
  home_page_message_subject text not null default '',
  home_page_message text not null default '',
  general_message_subject text not null default '',
  general_message text not null default '',
  updated_at timestamptz not null default now()
);

create table service_providers (
  id serial primary key,
  name text not null unique,
  slug text not null unique check (slug in ('paystack', 'sandbox')),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create table product_services (
  id serial primary key,
  service text not null unique check (service in ('payment', 'payout')),
  service_provider_id integer not null references service_providers (id),
  created_at timestamptz not null default now()
);

create table company_banks (
  id serial primary key,
  bank_name text not null,
  bank_account_name text not null,
  bank_account_number text not null,
  created_at timestamptz not null default now()
);

-- Members. placement_parent_id + placement_position is the binary placement tree (the
-- "upline"); sponsor_id is who recruited the member. A position is released (set null) when
-- an unpaid registration expires; the unique index makes a third child impossible.
create table users (
  id bigserial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  username text not null,
  email text not null,
  phone text not null,
  password_hash text not null,
  package_id integer not null references packages (id),
  reg_package_id integer not null references packages (id),
  rank_id integer references ranks (id),
  sponsor_id bigint references users (id),
  placement_parent_id bigint references users (id),
  placement_position smallint check (placement_position in (1, 2)),
  is_root boolean not null default false,
  is_stockist smallint not null default 0 check (is_stockist in (0, 1)),
  photo_path text,
  address text,
  gender text check (gender in ('male', 'female', '')),
  withdrawal_amount_kobo bigint not null default 0 check (withdrawal_amount_kobo >= 0),
  status text not null default 'inactive' check (status in ('active', 'inactive', 'expired')),
  payment_status text not null default 'pending' check (payment_status in ('pending', 'approved')),
  paid_at timestamptz,
  email_verified_at timestamptz,
  enable_2fa boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((placement_parent_id is null) = (placement_position is null) or status = 'expired' or is_root)
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email));
create unique index users_placement_slot_key on users (placement_parent_id, placement_position)
  where placement_position is not null;
create index users_placement_parent_idx on users (placement_parent_id);
create index users_sponsor_idx on users (sponsor_id);
create unique index users_single_root on users (is_root) where is_root;

create table admins (
  id serial primary key,
  name text not null default 'Administrator',
  email text not null,
  password_hash text not null,
  enable_2fa boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index admins_email_key on admins (lower(email));

-- Session tokens are random; only their SHA-256 is stored.
create table sessions (
  id bigserial primary key,
  token_hash text not null unique,
  account_type text not null check (account_type in ('user', 'admin')),
  account_id bigint not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account_idx on sessions (account_type, account_id);

-- A password login that still needs its emailed 2FA code.
create table login_challenges (
  id bigserial primary key,
  token_hash text not null unique,
  account_type text not null check (account_type in ('user', 'admin')),
  account_id bigint not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table one_time_codes (
  id bigserial primary key,
  account_type text not null check (account_type in ('user', 'admin')),
  account_id bigint not null,
  purpose text not null check (purpose in ('email_confirmation', 'password_reset', 'change_password', 'two_factor')),
  challenge_id bigint references login_challenges (id),
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index one_time_codes_lookup_idx on one_time_codes (account_type, account_id, purpose);

-- Failed password attempts per account, for the per-account throttle.
create table auth_failures (
  id bigserial primary key,
  account_key text not null,
  created_at timestamptz not null default now()
);
create index auth_failures_key_idx on auth_failures (account_key, created_at);

create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);

-- Append-only record of administrator actions.
create table audit_log (
  id bigserial primary key,
  actor_type text not null,
  actor_id bigint,
  action text not null,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz not null default now()
);

create function forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'table % is append-only', tg_table_name;
end
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function forbid_change();
