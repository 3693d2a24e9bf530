-- Fewer writes per ledger line and per member a run updates (ADR 0024).
--
-- A matching run over 1,000,000 members writes about 287,000 wallet lines (each locking and
-- updating its wallet's balance) and the matching state of about 667,000 members. Per line,
-- PostgreSQL maintained six indexes of ledger_entries; per updated row, an index entry in every
-- index of the table whenever the new row version did not fit on its page. This migration:
--   * drops two of the ledger's indexes no query needs. ledger_entries_user_kind_idx (user_id,
--     kind): every query that names a kind also names the member, which
--     ledger_entries_user_created_idx finds (a member's entries are a few hundred rows).
--     ledger_entries_account_idx (account_id): no query looks entries up by account except the
--     guard below; a member wallet's entries are its owner's (0030 checks every entry's user_id
--     against its account), so only the company accounts' lines need an index by account, and a
--     partial one holds only those;
--   * gives the two tables every run updates in place (wallet balances, member volumes) room for
--     a new version of every row on its own page (fillfactor 50, was 80 and 70), so a run that
--     updates most rows of a page keeps them HOT (no index entries) instead of moving a quarter
--     to a half of them to other pages, and rewrites both tables so the existing rows get it;
--   * locks the statement's accounts and checks their owners in one pass of the ledger's
--     statement trigger (was a lock pass and a check pass, each an index lookup per account).

drop index ledger_entries_user_kind_idx;
create index ledger_entries_company_account_idx on ledger_entries (account_id) where user_id is null;
drop index ledger_entries_account_idx;

-- The guard of 0030 found an account's entries through ledger_entries_account_idx: a member
-- wallet's entries are now found by their owner (ledger_entries_user_created_idx), a company
-- account's by the partial index above.
create or replace function ledger_accounts_keep_entries() returns trigger language plpgsql as $$
begin
  if (old.user_id is null
        and exists (select 1 from ledger_entries e where e.user_id is null and e.account_id = old.id))
     or (old.user_id is not null
        and exists (select 1 from ledger_entries e where e.user_id = old.user_id and e.account_id = old.id)) then
    raise exception 'ledger account % has entries: it cannot be deleted, renumbered or given to another owner',
      old.code using errcode = '23503';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

alter table ledger_accounts set (fillfactor = 50);
alter table member_volumes set (fillfactor = 50);
cluster ledger_accounts using ledger_accounts_pkey;
cluster member_volumes using member_volumes_pkey;

-- The statement trigger of 0030, with its lock and owner check in one pass (marked "since 0031").
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
  -- queue instead of deadlocking. Every entry's account exists and the entry's user_id is its
  -- owner (null for a company account): since 0031 checked against the locked rows themselves,
  -- one index lookup per account for both. The join reads every locked row before it can name
  -- an entry without one, so either every account is locked or the statement fails here. Locked,
  -- no account can be deleted or change owner before this transaction ends
  -- (ledger_accounts_keep_entries).
  select n.account_id, n.user_id into bad
  from (select distinct account_id, user_id from new_entries) n
  left join (
    select a.id, a.user_id from ledger_accounts a
    where a.id = any (array(select distinct e.account_id from new_entries e))
    order by a.user_id nulls first, a.id
    for update
  ) l on l.id = n.account_id
  where l.id is null or l.user_id is distinct from n.user_id
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
