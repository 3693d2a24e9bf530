-- The registration packages are part of the plan versions (docs/plan.md#settings-in-force,
-- docs/adr/0017-plan-versions.md): every version also holds the packages (to_jsonb of each row)
-- as they stood after its change, so a run pays by the PV, matching cap and profit-pool
-- eligibility in force at its period's end. A version saved before this migration holds none
-- (null): it reads the packages of the earliest version that holds them, the one written below.
alter table plan_versions add column packages jsonb;

-- The plan as it stands now, packages included, in force from now: the packages every older
-- version falls back on. A fresh database (seeded after the migrations, no version yet) gets
-- its packages in the baseline the first change writes.
insert into plan_versions (effective_from, settings, generation, packages)
select clock_timestamp(), to_jsonb(s),
  coalesce((select jsonb_agg(to_jsonb(g) order by g.id) from bonus_generation_settings g), '[]'::jsonb),
  coalesce((select jsonb_agg(to_jsonb(p) order by p.id) from packages p), '[]'::jsonb)
from settings s where s.id = 1 and exists (select 1 from plan_versions);
