-- The placement tree for reads at scale (docs/adr/0012-placement-paths-and-counts.md):
--   * users.placement_path: the member's slot as a bit string, two bits per generation from the
--     root ('01' left, '10' right; the root is the empty string). A member's downline is the
--     range [path || '01', path || '11'), its left leg [path || '01', path || '10'), its right
--     leg [path || '10', path || '11'): index range scans. Null for a member holding no slot
--     (an expired registration) and for everything that was below it.
--   * member_volumes.members_below: the number of members in the placement downline, kept by
--     the triggers below on every insert, expiry (slot given back) and delete.
-- Both are kept here, by triggers, so that every way a member row is written (registration,
-- spill-over, the seed, tests) keeps them right; the benchmark's bulk generator writes them
-- itself and leaves the triggers on.

alter table users add column placement_path bit varying;
alter table member_volumes add column members_below bigint not null default 0 check (members_below >= 0);

-- The ancestors of a slot: every proper prefix of its path (two bits a generation).
create function placement_prefixes(path bit varying) returns bit varying[] language sql immutable as $$
  select coalesce(array_agg(substring(path from 1 for g * 2) order by g), '{}')
  from generate_series(0, length(path) / 2 - 1) as g
$$;

-- Before a row is written: its path from its parent's (a root is the empty path; a member that
-- gives its slot back loses its path).
create function users_placement_path() returns trigger language plpgsql as $$
begin
  if new.is_root then
    new.placement_path := B'';
  elsif new.placement_position is null then
    new.placement_path := null;
  elsif tg_op = 'INSERT' and new.placement_path is null then
    select p.placement_path || (case new.placement_position when 1 then B'01' else B'10' end)
      into new.placement_path
      from users p where p.id = new.placement_parent_id;
  end if;
  return new;
end
$$;
create trigger users_placement_path before insert or update of placement_position, is_root on users
  for each row execute function users_placement_path();

-- A member placed: one more member below each ancestor.
create function users_network_insert() returns trigger language plpgsql as $$
begin
  if new.placement_path is not null and length(new.placement_path) > 0 then
    update member_volumes mv set members_below = mv.members_below + 1
      from users a
      where a.placement_path = any(placement_prefixes(new.placement_path)) and mv.user_id = a.id;
  end if;
  return null;
end
$$;
create trigger users_network_insert after insert on users
  for each row execute function users_network_insert();

-- A member gives its slot back (expiry) or is deleted: it and everything below it leave the
-- tree; each ancestor counts that many members fewer.
create function users_network_detach() returns trigger language plpgsql as $$
declare
  below bigint;
begin
  if old.placement_path is null or length(old.placement_path) = 0 then
    return case when tg_op = 'DELETE' then old end;
  end if;
  -- A parent leaving in the same statement (its path already gone) counts its whole subtree,
  -- this member included.
  if not exists (
    select 1 from users p
    where p.id = old.placement_parent_id
      and p.placement_path = substring(old.placement_path from 1 for length(old.placement_path) - 2)
  ) then
    return case when tg_op = 'DELETE' then old end;
  end if;
  select mv.members_below into below from member_volumes mv where mv.user_id = old.id;
  below := coalesce(below, 0);
  update member_volumes mv set members_below = mv.members_below - (1 + below)
    from users a
    where a.placement_path = any(placement_prefixes(old.placement_path)) and mv.user_id = a.id;
  if below > 0 then
    update member_volumes mv set members_below = 0
      from users d
      where d.placement_path >= old.placement_path || B'01' and d.placement_path < old.placement_path || B'11'
        and mv.user_id = d.id;
    update users set placement_path = null
      where placement_path >= old.placement_path || B'01' and placement_path < old.placement_path || B'11';
  end if;
  update member_volumes set members_below = 0 where user_id = old.id;
  return case when tg_op = 'DELETE' then old end;
end
$$;
create trigger users_network_expire after update of placement_position on users
  for each row when (old.placement_position is not null and new.placement_position is null)
  execute function users_network_detach();
create trigger users_network_delete before delete on users
  for each row execute function users_network_detach();

-- The paths and counts of the members that exist already.
with recursive tree(id, path) as (
  select id, B''::bit varying from users where is_root
  union all
  select u.id, t.path || (case u.placement_position when 1 then B'01' else B'10' end)
  from tree t join users u on u.placement_parent_id = t.id and u.placement_position is not null
)
update users u set placement_path = t.path from tree t where u.id = t.id;
update member_volumes mv set members_below = c.n
from (
  select a.id, count(*) as n
  from users a join users d
    on d.placement_path >= a.placement_path || B'01' and d.placement_path < a.placement_path || B'11'
  group by a.id
) c
where mv.user_id = c.id;

-- Ancestors by path, a subtree or a leg by range.
create unique index users_placement_path_key on users (placement_path) where placement_path is not null;
-- A downline page, nearest generation first: one range per generation.
create index users_placement_generation_idx on users ((length(placement_path)), placement_path)
  where placement_path is not null;
-- The same for the members not active yet (few, so the "not active" filter stays a range).
create index users_placement_inactive_idx on users ((length(placement_path)), placement_path)
  where placement_path is not null and not (status = 'active' and payment_status = 'approved');
-- Search by the start of a username, a last name, or "first last".
create index users_username_prefix_idx on users (lower(username) text_pattern_ops);
create index users_full_name_prefix_idx on users (lower(first_name || ' ' || last_name) text_pattern_ops);
create index users_last_name_prefix_idx on users (lower(last_name) text_pattern_ops);
