-- The ledger's foreign keys, checked once per statement instead of once per entry (ADR 0023).
--
-- ledger_entries had three foreign keys (transaction_id → ledger_transactions, account_id →
-- ledger_accounts, user_id → users). PostgreSQL checks each one with a query and a row lock per
-- inserted entry: about 3 s of every 100,000 lines a run posts. Here the ledger's statement
-- trigger checks the same facts for the whole statement, and triggers on the referenced tables
-- refuse what the foreign keys refused there. The guarantees stay (and one grows):
--   * every entry's transaction exists: checked by the statement trigger; ledger transactions are
--     never deleted or changed (ledger_transactions_append_only of 0002) nor truncated while
--     entries exist (ledger_transactions_keep_entries below);
--   * every entry's account exists, and the entry's user_id is its account's owner (null for a
--     company account): checked by the statement trigger with the accounts locked; an account
--     with entries is never deleted, renumbered or given another owner, nor truncated away
--     (triggers below). Before, user_id only had to be some member: now it must be the owner of
--     the wallet the entry moves, which every writer already did (checked below on the
--     existing entries). Since ledger_accounts.user_id references users, every entry's user_id
--     is still a member that cannot be deleted;
--   * each transaction's entries sum to zero and arrive in one statement, balances equal their
--     entries, wallets never go below zero, only the ledger changes a balance: unchanged (0004,
--     0019).
-- The errors keep their codes: 23503 (foreign_key_violation) for a missing transaction or
-- account, as the foreign keys raised.

-- The existing entries already satisfy what the trigger will check (as adding a constraint would).
do $$
declare
  bad record;
begin
  select e.id, e.account_id, e.user_id into bad
  from ledger_entries e left join ledger_accounts a on a.id = e.account_id
  where a.id is null or a.user_id is distinct from e.user_id
  limit 1;
  if found then
    raise exception 'ledger entry % names account % and member %, which is not that account''s owner',
      bad.id, bad.account_id, bad.user_id using errcode = '23503';
  end if;
end
$$;

alter table ledger_entries drop constraint ledger_entries_transaction_id_fkey;
alter table ledger_entries drop constraint ledger_entries_account_id_fkey;
alter table ledger_entries drop constraint ledger_entries_user_id_fkey;

-- The statement trigger of 0019, with the foreign keys' checks added (marked "since 0030").
create or replace function ledger_apply_entries() returns trigger language plpgsql as $$
declare
  bad record;
  ids text;
begin
  -- Each transaction of the statement exists (since 0030: was a foreign key)...
  select n.transaction_id into bad
  from (select distinct transaction_id from new_entries) n
  where not exists (select 1 from ledger_transactions t where t.id = n.transaction_id)
  limit 1;
  if found then
    raise exception 'ledger transaction % does not exist', bad.transaction_id using errcode = '23503';
  end if;
  -- ...sums to zero...
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
  -- Since 0030 (was two foreign keys): every entry's account exists and the entry's user_id is its
  -- owner (null for a company account). The accounts are locked now, so none can be deleted or
  -- change owner before this transaction ends (ledger_accounts_keep_entries). One index lookup per
  -- distinct account and owner of the statement (a subquery, never a scan of every account).
  select n.account_id, n.user_id into bad
  from (select distinct account_id, user_id from new_entries) n
  where (select a.user_id is not distinct from n.user_id from ledger_accounts a where a.id = n.account_id)
    is not true
  limit 1;
  if found then
    raise exception 'ledger account % does not exist or does not belong to member %', bad.account_id,
      coalesce(bad.user_id::text, '(none: a company account)') using errcode = '23503';
  end if;
  -- Only this update may change a balance (ledger_accounts_balance_guard of 0019): the flag is
  -- local to the transaction and off again before anything else runs.
  perform set_config('kola.ledger_posting', 'on', true);
  update ledger_accounts a set balance_kobo = a.balance_kobo + s.total
  from (select n.account_id, sum(n.amount_kobo) as total from new_entries n group by n.account_id) s
  where a.id = s.account_id;
  perform set_config('kola.ledger_posting', 'off', true);
  -- The wallets this statement changed (a payload holds at most 8,000 bytes).
  select string_agg(distinct n.user_id::text, ',') into ids from new_entries n where n.user_id is not null;
  if ids is not null then
    perform pg_notify('kola_changes', case when length(ids) > 7900 then '*' else 'w:' || ids end);
  end if;
  return null;
end
$$;

-- What the foreign keys refused on the other side: an account that has entries is never deleted,
-- renumbered or given to another owner. (Deletes and such updates are rare: a trigger per row is
-- no cost; the balance updates never name these columns, so this trigger never fires for them.)
create function ledger_accounts_keep_entries() returns trigger language plpgsql as $$
begin
  if exists (select 1 from ledger_entries e where e.account_id = old.id) then
    raise exception 'ledger account % has entries: it cannot be deleted, renumbered or given to another owner',
      old.code using errcode = '23503';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger ledger_accounts_keep_entries before delete on ledger_accounts
  for each row execute function ledger_accounts_keep_entries();
create trigger ledger_accounts_keep_owner before update of id, user_id on ledger_accounts
  for each row when (new.id <> old.id or new.user_id is distinct from old.user_id)
  execute function ledger_accounts_keep_entries();

-- TRUNCATE runs no row triggers: as with the foreign keys, the accounts or the transactions may
-- only be truncated together with every entry (checked after the command truncated its tables).
create function ledger_refuse_orphans() returns trigger language plpgsql as $$
begin
  if exists (select 1 from ledger_entries) then
    raise exception 'ledger entries refer to %: truncate ledger_entries with it', tg_table_name
      using errcode = '23503';
  end if;
  return null;
end
$$;
create trigger ledger_transactions_keep_entries after truncate on ledger_transactions
  for each statement execute function ledger_refuse_orphans();
create trigger ledger_accounts_keep_entries_truncate after truncate on ledger_accounts
  for each statement execute function ledger_refuse_orphans();
