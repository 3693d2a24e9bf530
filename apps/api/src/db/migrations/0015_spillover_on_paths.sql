-- One representation of a member's position (docs/adr/0013-spill-over-placement.md,
-- docs/trees-and-placement.md#spill-over): the spill-over search reads users.placement_path
-- (0008_network_paths.sql) instead of its own copy of the tree, the table placement_nodes of
-- 0009_placement_spillover.sql, which goes with its triggers.
--
-- What the search still needs is which members have a free slot:
--   * users.placement_children: how many of the member's two slots are taken (children with a
--     position), kept by the triggers below on every insert, slot change (expiry) and delete;
--   * a partial index of the placed members with a free slot, by (generation, path), so the
--     search is one index seek per generation: the first open member of the generation whose
--     path lies in the sponsor's range.

drop trigger users_placement_nodes_insert on users;
drop trigger users_placement_nodes_update on users;
drop trigger users_placement_nodes_delete on users;
drop function placement_nodes_on_insert();
drop function placement_nodes_on_update();
drop function placement_nodes_on_delete();
drop function placement_nodes_attach(bigint);
drop function placement_nodes_detach(bigint, bigint, smallint);
drop table placement_nodes;

alter table users add column placement_children smallint not null default 0
  check (placement_children between 0 and 2);

-- A child takes a slot under its parent (insert, or a position given), gives it back (expiry:
-- its position set to null) or leaves (delete): the parent's count follows. The parent's row is
-- the one a registration locks to take the slot, so the count changes under that lock.
create function users_placement_children() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.placement_position is not null then
    update users set placement_children = placement_children - 1 where id = old.placement_parent_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.placement_position is not null then
    update users set placement_children = placement_children + 1 where id = new.placement_parent_id;
  end if;
  return null;
end
$$;
create trigger users_placement_children_insert after insert on users
  for each row when (new.placement_position is not null)
  execute function users_placement_children();
create trigger users_placement_children_update after update of placement_parent_id, placement_position on users
  for each row when (old.placement_parent_id is distinct from new.placement_parent_id
    or (old.placement_position is null) <> (new.placement_position is null))
  execute function users_placement_children();
create trigger users_placement_children_delete after delete on users
  for each row when (old.placement_position is not null)
  execute function users_placement_children();

-- The counts of the members that exist already.
update users u set placement_children = c.n
from (
  select placement_parent_id as id, count(*) as n
  from users where placement_position is not null and placement_parent_id is not null
  group by placement_parent_id
) c
where u.id = c.id;

-- The members of the root's tree with a free slot, nearest generation first, left to right.
create index users_placement_open_idx on users ((length(placement_path)), placement_path)
  where placement_path is not null and placement_children < 2;
