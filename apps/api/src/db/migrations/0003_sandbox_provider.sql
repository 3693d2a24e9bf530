-- The built-in sandbox payment provider keeps its own state here, standing in for the
-- provider's side of the world (Paystack's records). Our own payment and payout records live
-- elsewhere; these tables are only ever read and written by the sandbox provider.

create table sandbox_transactions (
  reference text primary key,
  access_code text not null unique,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  email text not null,
  callback_url text not null,
  status text not null default 'initialized' check (status in ('initialized', 'success', 'failed')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'initialized') = (decided_at is null))
);

create table sandbox_transfers (
  reference text primary key,
  transfer_code text not null unique,
  amount_kobo bigint not null check (amount_kobo > 0),
  recipient_code text not null,
  status text not null check (status in ('pending', 'success', 'failed', 'reversed')),
  created_at timestamptz not null default now()
);
