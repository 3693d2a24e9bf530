-- Change notifications for the servers' read caches (lib/readCache.ts, db/changeFeed.ts).
--
-- A notification is delivered only when its transaction commits (and never when it rolls back),
-- to every connection LISTENing on the channel, so a server can keep a display read (a wallet's
-- totals, a session's account) in memory and drop it as soon as the fact behind it changes.
-- Payloads on channel kola_changes:
--   w:<user id>,<user id>,…   these members' wallets got entries
--   *                         anything may have changed (a posting to too many wallets to list)
--   a:<type>:<id>             this account's sessions or state changed

-- The ledger's statement trigger of 0004, unchanged, plus one notification per statement.
create or replace function ledger_apply_entries() returns trigger language plpgsql as $$
declare
  bad record;
  ids text;
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
  -- The wallets this statement changed (a payload holds at most 8,000 bytes).
  select string_agg(distinct n.user_id::text, ',') into ids from new_entries n where n.user_id is not null;
  if ids is not null then
    perform pg_notify('kola_changes', case when length(ids) > 7900 then '*' else 'w:' || ids end);
  end if;
  return null;
end
$$;

-- A session revoked, expired early or deleted.
create function sessions_notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('kola_changes', 'a:' || old.account_type || ':' || old.account_id);
  return null;
end
$$;

create trigger sessions_notify_update after update on sessions
  for each row when (old.revoked_at is distinct from new.revoked_at
    or old.expires_at is distinct from new.expires_at
    or old.account_id is distinct from new.account_id)
  execute function sessions_notify_change();
create trigger sessions_notify_delete after delete on sessions
  for each row execute function sessions_notify_change();

-- A member's state, which every request of theirs is checked against.
create function users_notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('kola_changes', 'a:user:' || old.id);
  return null;
end
$$;

create trigger users_notify_update after update on users
  for each row when (old.status is distinct from new.status
    or old.payment_status is distinct from new.payment_status
    or old.uuid is distinct from new.uuid)
  execute function users_notify_change();
create trigger users_notify_delete after delete on users
  for each row execute function users_notify_change();
