-- A stockist's stock (docs/pickups-and-stockists.md#stock).

-- The store's pickup balances it buys against are migration 0016's (stockists.registration_pickup_kobo,
-- stockists.upgrade_pickup_kobo); receipts use its payment_receipt upload purpose.

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
