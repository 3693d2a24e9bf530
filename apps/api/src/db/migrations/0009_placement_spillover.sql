-- Spill-over placement (docs/trees-and-placement.md#spill-over, docs/adr/0013-spill-over-placement.md).
--
-- A registration that names no upline takes the first free slot breadth first, leftmost first,
-- under its sponsor (or the company root). Finding it must not walk the whole tree, so the
-- placement tree is indexed here: one row per member attached to the company root's tree, with
-- its depth, its path from the root (one character per generation: '1' left, '2' right, so
-- within one depth the paths sort left to right and a member's downline at that depth is the
-- range [path, path || '3')), and how many slots it has taken. The open members (fewer than two
-- children) have their own partial index, ordered by (depth, path).
--
-- Triggers on users keep it: a member inserted with a slot is added under its parent (whose
-- count goes up); a member whose slot changes (an unpaid registration expiring releases its
-- position) leaves with everything below it, and is re-attached wherever its new slot is; a
-- deleted member leaves with everything below it.

alter table settings add column spillover_enabled boolean not null default true;

create table placement_nodes (
  user_id bigint primary key references users (id),
  depth integer not null check (depth >= 0),
  path text collate "C" not null check (path ~ '^[12]*$' and length(path) = depth),
  children smallint not null default 0 check (children between 0 and 2)
);
create unique index placement_nodes_path_key on placement_nodes (path);
create index placement_nodes_open_idx on placement_nodes (depth, path) where children < 2;

-- Adds a member (the root, or a member whose parent is in the tree) and its whole downline.
create function placement_nodes_attach(p_user bigint) returns void language plpgsql as $$
begin
  with recursive sub(id, depth, path) as (
    select u.id, case when u.is_root then 0 else pn.depth + 1 end,
      case when u.is_root then ''::text else pn.path || u.placement_position::text end
    from users u left join placement_nodes pn on pn.user_id = u.placement_parent_id
    where u.id = p_user
      and (u.is_root or (u.placement_position is not null and pn.user_id is not null))
    union all
    select c.id, s.depth + 1, s.path || c.placement_position::text
    from sub s join users c on c.placement_parent_id = s.id and c.placement_position is not null
  )
  insert into placement_nodes (user_id, depth, path, children)
  select s.id, s.depth, s.path,
    (select count(*) from users c where c.placement_parent_id = s.id and c.placement_position is not null)
  from sub s;
end
$$;

create function placement_nodes_on_insert() returns trigger language plpgsql as $$
declare
  parent placement_nodes;
begin
  if new.is_root then
    perform placement_nodes_attach(new.id);
  elsif new.placement_position is not null then
    update placement_nodes set children = children + 1 where user_id = new.placement_parent_id
      returning * into parent;
    if found then
      insert into placement_nodes (user_id, depth, path)
        values (new.id, parent.depth + 1, parent.path || new.placement_position::text);
    end if;
  end if;
  return null;
end
$$;
create trigger users_placement_nodes_insert after insert on users
  for each row execute function placement_nodes_on_insert();

-- Takes a member out with its whole downline (a range of paths); its parent's slot is free again.
create function placement_nodes_detach(p_user bigint, p_parent bigint, p_position smallint)
returns void language plpgsql as $$
declare
  old_path text;
begin
  select path into old_path from placement_nodes where user_id = p_user;
  if found then
    delete from placement_nodes where path >= old_path and path < old_path || '3';
    if p_position is not null then
      update placement_nodes set children = children - 1 where user_id = p_parent;
    end if;
  end if;
end
$$;

create function placement_nodes_on_update() returns trigger language plpgsql as $$
begin
  perform placement_nodes_detach(old.id, old.placement_parent_id, old.placement_position);
  if new.is_root or new.placement_position is not null then
    if not new.is_root then
      update placement_nodes set children = children + 1 where user_id = new.placement_parent_id;
    end if;
    perform placement_nodes_attach(new.id);
  end if;
  return null;
end
$$;
create trigger users_placement_nodes_update after update on users
  for each row when (old.placement_parent_id is distinct from new.placement_parent_id
    or old.placement_position is distinct from new.placement_position
    or old.is_root is distinct from new.is_root)
  execute function placement_nodes_on_update();

-- Members are not deleted today; should one be, it leaves the index first (before the row goes,
-- so the foreign key has nothing left to refuse).
create function placement_nodes_on_delete() returns trigger language plpgsql as $$
begin
  perform placement_nodes_detach(old.id, old.placement_parent_id, old.placement_position);
  return old;
end
$$;
create trigger users_placement_nodes_delete before delete on users
  for each row execute function placement_nodes_on_delete();

-- The tree as it stands (nothing when the root is not seeded yet: its insert attaches it).
select placement_nodes_attach(id) from users where is_root;
