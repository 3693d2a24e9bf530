-- docs/screens/back-office.md#member-counts: how many members there are, active, paid, running a
-- store and upgraded, and how many package payments, kept by triggers instead of counted (a
-- count of a million rows takes a quarter of a second; the lists answer their total on every page).
--
-- One row per database backend (pg_backend_pid()): a transaction only ever changes its own
-- backend's row, and no two live backends share a pid, so registrations and activations running
-- at once never wait on each other here and cannot deadlock on these rows. A count is the sum of
-- the rows (a few per connection the servers ever opened). The company root is never counted.
create table member_counts (
  backend integer primary key,
  members bigint not null default 0,
  active bigint not null default 0,
  paid bigint not null default 0,
  stockists bigint not null default 0,
  -- Members whose package is above their registration package (an upgrade was approved).
  upgraded bigint not null default 0,
  -- Package payments (registrations and upgrades) of every status.
  package_payments bigint not null default 0
);

create function users_member_counts() returns trigger language plpgsql as $$
declare
  d_members integer := 0;
  d_active integer := 0;
  d_paid integer := 0;
  d_stockists integer := 0;
  d_upgraded integer := 0;
begin
  if tg_op <> 'INSERT' and not old.is_root then
    d_members := d_members - 1;
    d_active := d_active - (old.status = 'active')::int;
    d_paid := d_paid - (old.payment_status = 'approved')::int;
    d_stockists := d_stockists - (old.is_stockist = 1)::int;
    d_upgraded := d_upgraded - (old.package_id <> old.reg_package_id)::int;
  end if;
  if tg_op <> 'DELETE' and not new.is_root then
    d_members := d_members + 1;
    d_active := d_active + (new.status = 'active')::int;
    d_paid := d_paid + (new.payment_status = 'approved')::int;
    d_stockists := d_stockists + (new.is_stockist = 1)::int;
    d_upgraded := d_upgraded + (new.package_id <> new.reg_package_id)::int;
  end if;
  if d_members = 0 and d_active = 0 and d_paid = 0 and d_stockists = 0 and d_upgraded = 0 then
    return null;
  end if;
  insert into member_counts as c (backend, members, active, paid, stockists, upgraded)
    values (pg_backend_pid(), d_members, d_active, d_paid, d_stockists, d_upgraded)
    on conflict (backend) do update set
      members = c.members + excluded.members,
      active = c.active + excluded.active,
      paid = c.paid + excluded.paid,
      stockists = c.stockists + excluded.stockists,
      upgraded = c.upgraded + excluded.upgraded;
  return null;
end
$$;

create trigger users_member_counts_insert after insert on users
  for each row execute function users_member_counts();
create trigger users_member_counts_update after update of status, payment_status, is_stockist, is_root, package_id, reg_package_id
  on users
  for each row execute function users_member_counts();
create trigger users_member_counts_delete after delete on users
  for each row execute function users_member_counts();

create function payments_member_counts() returns trigger language plpgsql as $$
declare
  delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  insert into member_counts as c (backend, package_payments) values (pg_backend_pid(), delta)
    on conflict (backend) do update set package_payments = c.package_payments + excluded.package_payments;
  return null;
end
$$;

create trigger payments_member_counts_insert after insert on payments
  for each row when (new.txn_source = 'package_payment') execute function payments_member_counts();
create trigger payments_member_counts_delete after delete on payments
  for each row when (old.txn_source = 'package_payment') execute function payments_member_counts();

-- What is already there.
insert into member_counts (backend, members, active, paid, stockists, upgraded, package_payments)
select 0, count(*), count(*) filter (where status = 'active'),
  count(*) filter (where payment_status = 'approved'), count(*) filter (where is_stockist = 1),
  count(*) filter (where package_id <> reg_package_id),
  (select count(*) from payments where txn_source = 'package_payment')
from users where not is_root;
