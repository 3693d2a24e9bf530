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

-- Statement-level triggers with transition tables: one upsert per statement whatever the number
-- of rows it changed (a row-level upsert per row would walk an ever longer chain of versions of
-- the same counter row in a large statement). Deltas are the rows after minus the rows before.
create function member_counts_add(d_members bigint, d_active bigint, d_paid bigint, d_stockists bigint,
  d_upgraded bigint, d_payments bigint) returns void language plpgsql as $$
begin
  if d_members = 0 and d_active = 0 and d_paid = 0 and d_stockists = 0 and d_upgraded = 0
    and d_payments = 0 then
    return;
  end if;
  insert into member_counts as c (backend, members, active, paid, stockists, upgraded, package_payments)
    values (pg_backend_pid(), d_members, d_active, d_paid, d_stockists, d_upgraded, d_payments)
    on conflict (backend) do update set
      members = c.members + excluded.members,
      active = c.active + excluded.active,
      paid = c.paid + excluded.paid,
      stockists = c.stockists + excluded.stockists,
      upgraded = c.upgraded + excluded.upgraded,
      package_payments = c.package_payments + excluded.package_payments;
end
$$;

-- plpgsql plans a statement when it first runs it, so each branch names only the transition
-- tables its trigger has.
create function users_member_counts() returns trigger language plpgsql as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    select count(*) as members, count(*) filter (where status = 'active') as active,
      count(*) filter (where payment_status = 'approved') as paid,
      count(*) filter (where is_stockist = 1) as stockists,
      count(*) filter (where package_id <> reg_package_id) as upgraded
      into d from counted_new where not is_root;
  elsif tg_op = 'DELETE' then
    select -count(*) as members, -count(*) filter (where status = 'active') as active,
      -count(*) filter (where payment_status = 'approved') as paid,
      -count(*) filter (where is_stockist = 1) as stockists,
      -count(*) filter (where package_id <> reg_package_id) as upgraded
      into d from counted_old where not is_root;
  else
    select coalesce(sum(s.sign), 0) as members,
      coalesce(sum(s.sign) filter (where s.status = 'active'), 0) as active,
      coalesce(sum(s.sign) filter (where s.payment_status = 'approved'), 0) as paid,
      coalesce(sum(s.sign) filter (where s.is_stockist = 1), 0) as stockists,
      coalesce(sum(s.sign) filter (where s.package_id <> s.reg_package_id), 0) as upgraded
      into d
      from (select 1 as sign, status, payment_status, is_stockist, package_id, reg_package_id
              from counted_new where not is_root
            union all
            select -1, status, payment_status, is_stockist, package_id, reg_package_id
              from counted_old where not is_root) s;
  end if;
  perform member_counts_add(d.members, d.active, d.paid, d.stockists, d.upgraded, 0);
  return null;
end
$$;

create trigger users_member_counts_insert after insert on users
  referencing new table as counted_new
  for each statement execute function users_member_counts();
create trigger users_member_counts_update after update on users
  referencing old table as counted_old new table as counted_new
  for each statement execute function users_member_counts();
create trigger users_member_counts_delete after delete on users
  referencing old table as counted_old
  for each statement execute function users_member_counts();

create function payments_member_counts() returns trigger language plpgsql as $$
declare
  n bigint;
begin
  if tg_op = 'INSERT' then
    select count(*) into n from counted_new where txn_source = 'package_payment';
  else
    select -count(*) into n from counted_old where txn_source = 'package_payment';
  end if;
  perform member_counts_add(0, 0, 0, 0, 0, n);
  return null;
end
$$;

create trigger payments_member_counts_insert after insert on payments
  referencing new table as counted_new
  for each statement execute function payments_member_counts();
create trigger payments_member_counts_delete after delete on payments
  referencing old table as counted_old
  for each statement execute function payments_member_counts();

-- What is already there.
insert into member_counts (backend, members, active, paid, stockists, upgraded, package_payments)
select 0, count(*), count(*) filter (where status = 'active'),
  count(*) filter (where payment_status = 'approved'), count(*) filter (where is_stockist = 1),
  count(*) filter (where package_id <> reg_package_id),
  (select count(*) from payments where txn_source = 'package_payment')
from users where not is_root;
