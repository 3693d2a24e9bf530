-- The plan's settings in force per period (docs/plan.md#settings-in-force,
-- docs/adr/0017-plan-versions.md): every change of the settings record or of a generation table
-- appends the whole plan as it stands after the change, with the instant it took effect. A
-- scheduled run reads the version in force at the end of its period; what was paid is never
-- recomputed.
create table plan_versions (
  id bigserial primary key,
  effective_from timestamptz not null,
  -- The settings row (to_jsonb of settings, id 1) after the change.
  settings jsonb not null,
  -- Every bonus_generation_settings row after the change (to_jsonb of each row).
  generation jsonb not null,
  created_at timestamptz not null default now()
);

create index plan_versions_effective on plan_versions (effective_from desc, id desc);

create trigger plan_versions_append_only before update or delete on plan_versions
  for each row execute function forbid_change();

-- The plan as it stands when this migration runs holds since always. On a fresh database the
-- settings are seeded after the migrations: the first change saved then writes this baseline
-- before its own version.
insert into plan_versions (effective_from, settings, generation)
select '-infinity', to_jsonb(s),
  coalesce((select jsonb_agg(to_jsonb(g) order by g.id) from bonus_generation_settings g), '[]'::jsonb)
from settings s where s.id = 1;
