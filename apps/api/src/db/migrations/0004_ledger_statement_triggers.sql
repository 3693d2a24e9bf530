-- The ledger's triggers, once per statement instead of once per entry.
--
-- 0002 updated the account balance once per entry and checked each transaction's sum once per
-- entry at commit. A run that posts to a million wallets updated the company's bonus expense row
-- a million times in one database transaction (each update walking the row's growing version
-- chain) and summed each ledger transaction once per entry: quadratic. Here each INSERT into
-- ledger_entries applies its entries to the balances with one UPDATE per account, and checks the
-- invariants of the rows it brought, in the statement itself.
--
-- The invariants stay the same:
--   * a balance equals the sum of its account's entries (kept by the statement's trigger);
--   * a member wallet is never negative (the check constraint on ledger_accounts);
--   * a ledger transaction's entries sum to zero: they arrive in one statement (no entry may
--     join a transaction that already has entries) and that statement's entries of each
--     transaction sum to zero.

drop trigger ledger_entries_apply on ledger_entries;
drop function ledger_apply_entry();
drop trigger ledger_entries_balanced on ledger_entries;
drop function ledger_check_balanced();

create function ledger_apply_entries() returns trigger language plpgsql as $$
declare
  bad record;
begin
  -- Each transaction of the statement sums to zero...
  select n.transaction_id, sum(n.amount_kobo) as total into bad
  from new_entries n group by n.transaction_id having sum(n.amount_kobo) <> 0 limit 1;
  if found then
    raise exception 'ledger transaction % is unbalanced by % kobo', bad.transaction_id, bad.total
      using errcode = 'P0001';
  end if;
  -- ...and these are all of its entries (an index lookup per transaction).
  select n.transaction_id into bad
  from (select transaction_id, count(*) as lines from new_entries group by transaction_id) n
  where (select count(*) from ledger_entries e where e.transaction_id = n.transaction_id) <> n.lines
  limit 1;
  if found then
    raise exception 'ledger transaction % already has its entries; a transaction is posted in one statement',
      bad.transaction_id using errcode = 'P0001';
  end if;
  -- The accounts are locked in one order for every posting: the company accounts, then the
  -- wallets by member id (the order the services lock in explicitly), so concurrent postings
  -- queue instead of deadlocking. Then one UPDATE applies each account's sum.
  perform 1 from ledger_accounts a
  where a.id = any (array(select distinct n.account_id from new_entries n))
  order by a.user_id nulls first, a.id
  for update;
  update ledger_accounts a set balance_kobo = a.balance_kobo + s.total
  from (select n.account_id, sum(n.amount_kobo) as total from new_entries n group by n.account_id) s
  where a.id = s.account_id;
  return null;
end
$$;

create trigger ledger_entries_apply after insert on ledger_entries
  referencing new table as new_entries
  for each statement execute function ledger_apply_entries();

-- The rows every payment and run updates in place (wallet balances, member volumes) keep room
-- on their pages, so PostgreSQL can update them without touching their indexes (HOT updates).
alter table ledger_accounts set (fillfactor = 80);
alter table member_volumes set (fillfactor = 70);
