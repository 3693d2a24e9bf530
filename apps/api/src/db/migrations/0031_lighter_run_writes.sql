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
--     to a half of them to other pages, and rewrites both tables so the existing rows get it.
-- (Folding the statement trigger's lock and owner check into one query was tried and measured
-- slower: ADR 0024.)

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
