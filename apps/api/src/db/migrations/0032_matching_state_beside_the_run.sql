-- The members' new matching state is written beside the run's ledger, on a second connection
-- (ADR 0025).
--
-- A matching run over 1,000,000 members writes about 287,000 wallet lines and the state of about
-- 667,000 members (the leg totals it counted become their base, and the carry the rule keeps).
-- In one transaction PostgreSQL does the two in turn on one backend, one core. With the state's
-- rows written by another connection in its own transaction, the two run side by side; that
-- transaction commits before the run's, and its rows take effect only through the run's commit:
--   * member_volumes keeps the settled state (matching_left_base … matching_right_carry) and, per
--     member, the state a run wrote next (matching_next_*) with that run's id (matching_run_id);
--   * a member's state is the next one when that run is committed (bonus_runs.status), else the
--     settled one: a run whose transaction rolled back after its state was written (a failure, a
--     crash between the two commits) changed nothing, and a later run counts from the state before;
--   * a run writes, for each member it counted, settled = the state in force (the previous run's
--     next one if that run committed) and next = its own result, in one UPDATE;
--   * member_matching_state is the state in force: what the next run counts from (no other query
--     reads these columns; the run's UPDATE computes the same choice).
-- On PGlite (one connection) the state is written in the run's transaction, through the same
-- columns.

alter table member_volumes
  add column matching_run_id bigint,
  add column matching_next_left_base bigint not null default 0,
  add column matching_next_right_base bigint not null default 0,
  add column matching_next_left_carry bigint not null default 0 check (matching_next_left_carry >= 0),
  add column matching_next_right_carry bigint not null default 0 check (matching_next_right_carry >= 0);

create view member_matching_state as
select mv.user_id, mv.left_pv, mv.right_pv,
  case when s.next then mv.matching_next_left_base else mv.matching_left_base end as left_base,
  case when s.next then mv.matching_next_right_base else mv.matching_right_base end as right_base,
  case when s.next then mv.matching_next_left_carry else mv.matching_left_carry end as left_carry,
  case when s.next then mv.matching_next_right_carry else mv.matching_right_carry end as right_carry
from member_volumes mv
  cross join lateral (
    select coalesce(mv.matching_run_id in (
      select r.id from bonus_runs r where r.kind = 'matching' and r.status = 'committed'
    ), false) as next
  ) s;

-- The state in force is read through its run's row: a committed run stays committed (its ledger
-- lines name it too). Neither deleted nor changed back, nor given another id or kind.
create function bonus_runs_keep_committed() returns trigger language plpgsql as $$
begin
  if old.status = 'committed' and (tg_op = 'DELETE' or new.status <> 'committed'
      or new.id <> old.id or new.kind <> old.kind) then
    raise exception 'bonus run % (% %) is committed: it cannot be deleted or reopened',
      old.id, old.kind, old.period_key using errcode = '23000';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger bonus_runs_keep_committed before update or delete on bonus_runs
  for each row execute function bonus_runs_keep_committed();
