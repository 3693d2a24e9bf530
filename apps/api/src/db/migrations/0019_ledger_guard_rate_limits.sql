-- docs/money-and-ledger.md#the-ledger: only the ledger's trigger changes a balance.
--
-- The statement trigger of 0006, unchanged except that it raises a transaction-local flag around
-- its one UPDATE of the balances. Any other change of a balance (an UPDATE of balance_kobo, or a
-- new account that does not start at 0) is refused by the database. The flag is a guard against
-- application code and hand-written SQL, not against someone who sets it on purpose.

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
  -- Only this update may change a balance (ledger_accounts_balance_guard below): the flag is
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

create function ledger_refuse_balance_change() returns trigger language plpgsql as $$
begin
  raise exception 'only the ledger changes a balance: post a ledger transaction (account %)', new.code
    using errcode = 'P0001';
end
$$;

-- The WHEN condition is evaluated without calling the function, so a posting pays almost nothing.
create trigger ledger_accounts_balance_guard before update of balance_kobo on ledger_accounts
  for each row
  when (new.balance_kobo is distinct from old.balance_kobo
        and current_setting('kola.ledger_posting', true) is distinct from 'on')
  execute function ledger_refuse_balance_change();

create trigger ledger_accounts_opening_guard before insert on ledger_accounts
  for each row
  when (new.balance_kobo <> 0)
  execute function ledger_refuse_balance_change();

-- docs/security.md#several-servers: the per-minute request limits, counted in the database so
-- every server sees the same counts (a fixed window per key and route; stale rows are deleted).
create table rate_limits (
  key text primary key,
  hits integer not null,
  window_ends timestamptz not null
);
