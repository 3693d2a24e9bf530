-- Member pickup orders and product claims (docs/pickups-and-stockists.md#pickup-allowance).

-- The two pickup allowances are remaining BALANCES: activation sets the registration one, each
-- upgrade adds its pickup difference, each order or claim takes its total off in the statement
-- that checks it (`... where registration_pickup_kobo >= total`), and a declined one gives it
-- back. The existing check (>= 0) makes overspending impossible even under concurrency.
comment on column users.registration_pickup_kobo is
  'Remaining registration pickup allowance in kobo (orders and claims take from it).';
comment on column users.upgrade_pickup_kobo is
  'Remaining upgrade pickup allowance in kobo (upgrade_pickup orders take from it).';

-- Until now the upgrade allowance was the total granted and its use was summed from the orders;
-- take what live orders already used off, so the column is the balance from here on.
update users u set upgrade_pickup_kobo = greatest(0, u.upgrade_pickup_kobo - used.total)
from (
  select user_id, sum(total_price_kobo) as total from orders
  where kind = 'member' and pickup_type = 'upgrade_pickup' and status not in ('disapproved', 'cancelled')
  group by user_id
) used
where used.user_id = u.id;
update users u set registration_pickup_kobo = greatest(0, u.registration_pickup_kobo - used.total)
from (
  select user_id, sum(total_price_kobo) as total from orders
  where kind = 'member' and pickup_type = 'registration_pickup' and status not in ('disapproved', 'cancelled')
  group by user_id
) used
where used.user_id = u.id;

-- One order per payment: a payment reference can never produce a second order.
create unique index orders_one_per_payment on orders (payment_id) where payment_id is not null;

-- Product claims: registration products delivered by the company instead of a stockist. They
-- take from the registration pickup allowance like orders do; a declined claim gives it back.
create table product_claims (
  id bigserial primary key,
  user_id bigint not null references users (id),
  total_price_kobo bigint not null check (total_price_kobo > 0),
  total_quantity integer not null check (total_quantity >= 1),
  total_points bigint not null check (total_points >= 0),
  status text not null default 'processing' check (status in ('processing', 'approved', 'declined')),
  decided_by bigint,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index product_claims_user_idx on product_claims (user_id, created_at desc);
create index product_claims_processing_idx on product_claims (created_at desc) where status = 'processing';

create table product_claim_lines (
  id bigserial primary key,
  claim_id bigint not null references product_claims (id),
  product_id integer not null references products (id),
  quantity integer not null check (quantity >= 1),
  unit_price_kobo bigint not null check (unit_price_kobo >= 0),
  unit_points integer not null check (unit_points >= 0)
);
create index product_claim_lines_claim_idx on product_claim_lines (claim_id);
