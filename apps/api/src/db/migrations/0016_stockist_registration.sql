-- Becoming and being a stockist (docs/pickups-and-stockists.md#stockists).
--
-- A stockist's two stock-purchase allowances are balances on its store row, in kobo, like a
-- member's on users: approval of the registration sets registration_pickup_kobo to the package's
-- pickup amount, approval of an upgrade adds the pickup difference to upgrade_pickup_kobo, and a
-- stock purchase takes its total off the balance in the statement that checks it covers it.
alter table stockists
  add column registration_pickup_kobo bigint not null default 0
    constraint stockists_registration_pickup_nonnegative check (registration_pickup_kobo >= 0),
  add column upgrade_pickup_kobo bigint not null default 0
    constraint stockists_upgrade_pickup_nonnegative check (upgrade_pickup_kobo >= 0),
  add column updated_at timestamptz not null default now();

-- Stores approved before this migration start with the pickup amount of their package.
update stockists s set registration_pickup_kobo = p.pickup_amount_kobo
  from stockist_packages p where p.id = s.stockist_package_id and s.status = 'approved';

-- One upgrade in processing per store, whoever sends the second (a double click, a card payment
-- racing a receipt): the database refuses it too.
create unique index stockist_upgrades_one_processing on stockist_upgrades (stockist_id)
  where status = 'processing';
create unique index stockist_upgrades_payment on stockist_upgrades (payment_id);
create unique index stockists_payment on stockists (payment_id);

-- Payment receipts (stockist registration and upgrade, and re-stock purchases paid by transfer)
-- are uploads, served under their random name like photos.
alter table uploads drop constraint uploads_purpose_check;
alter table uploads add constraint uploads_purpose_check
  check (purpose in ('profile_photo', 'product_image', 'payment_receipt'));
