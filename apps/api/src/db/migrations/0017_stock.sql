-- A stockist's stock and its own pickup balances (docs/pickups-and-stockists.md#stock).

-- The store's two pickup allowances are remaining BALANCES, as a member's are: approval of the
-- store sets the registration one to its package's pickup amount, each approved stockist upgrade
-- adds the pickup difference, and a stock purchase takes its total off in the statement that checks
-- it; a disapproved one gives it back. (Added here only if the stockist module's migration has not.)
alter table stockists add column if not exists registration_pickup_kobo bigint not null default 0;
alter table stockists add column if not exists upgrade_pickup_kobo bigint not null default 0;
alter table stockists drop constraint if exists stockists_registration_pickup_kobo_check;
alter table stockists add constraint stockists_registration_pickup_kobo_check check (registration_pickup_kobo >= 0);
alter table stockists drop constraint if exists stockists_upgrade_pickup_kobo_check;
alter table stockists add constraint stockists_upgrade_pickup_kobo_check check (upgrade_pickup_kobo >= 0);

-- Units of a product a store holds: raised by an approved stock purchase, lowered by a fulfilled
-- member order in the statement that checks there are enough. Never negative, whatever happens.
create table stockist_stock (
  stockist_id bigint not null references stockists (id),
  product_id integer not null references products (id),
  quantity integer not null default 0 check (quantity >= 0),
  -- The unit price of the latest approved purchase of this product (what the store paid).
  cost_price_kobo bigint not null default 0 check (cost_price_kobo >= 0),
  updated_at timestamptz not null default now(),
  primary key (stockist_id, product_id)
);

-- The stockist's reads: fulfilled orders of a store by approval date, stock purchases by store.
create index orders_stockist_approved_idx on orders (stockist_id, approved_at desc)
  where kind = 'member' and status = 'approved';

-- A re-stock paid by bank transfer carries its receipt, stored as an upload.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('profile_photo', 'product_image', 'payment_receipt'));
