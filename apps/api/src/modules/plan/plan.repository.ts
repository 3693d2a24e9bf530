import {
  generationTableFromRows,
  koboFromDb,
  planSettingsFromRow,
  type GenerationRow,
  type GenerationTables,
  type PlanPackage,
  type PlanSettings,
  type SettingsRow,
} from '@kola/domain';
import { sql } from 'kysely';
import type { Executor } from '../ledger/ledger.repository';

export interface PlanPackageRow extends PlanPackage {
  name: string;
  isProfitPoolEligible: boolean;
}

/** Everything the plan's rules read from the database, in domain units. */
export interface Plan {
  settings: PlanSettings;
  tables: GenerationTables;
  packages: Map<number, PlanPackageRow>;
}

/** A bonus_generation_settings row as stored (and as a plan version keeps it). */
export type GenerationSettingsRow = GenerationRow & { id: number; kind: string };

interface PackageDbRow {
  id: number;
  name: string;
  point_value: number;
  registration_value_kobo: number;
  pickup_amount_kobo: number;
  matching_bonus_cap_kobo: number;
  is_profit_pool_eligible: boolean;
}

export interface LoadPlanOptions {
  /**
   * The plan in force at this instant (docs/plan.md#settings-in-force): the settings,
   * generation tables and packages of the latest version saved before it. Without it, the
   * live rows: what an event happening now pays by.
   */
  at?: Date;
}

/** The plan from its rows: the settings row, the generation rows of the four tables, the packages. */
export function planFromRows(
  settingsRow: SettingsRow,
  generationRows: readonly GenerationSettingsRow[],
  packageRows: readonly PackageDbRow[],
): Plan {
  const byKind = (kind: string) => generationTableFromRows(generationRows.filter((r) => r.kind === kind));
  return {
    settings: planSettingsFromRow(settingsRow),
    tables: {
      referral: byKind('referral'),
      upgrade: byKind('upgrade'),
      unilevel: byKind('unilevel'),
      stockistUpline: byKind('stockist_upline'),
    },
    packages: new Map(
      packageRows.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          pointValue: p.point_value,
          registrationValueKobo: koboFromDb(p.registration_value_kobo),
          pickupAmountKobo: koboFromDb(p.pickup_amount_kobo),
          matchingBonusCapKobo: koboFromDb(p.matching_bonus_cap_kobo),
          isProfitPoolEligible: p.is_profit_pool_eligible,
        },
      ]),
    ),
  };
}

/** The live plan's rows (inside `db`'s transaction). */
export async function loadPlanRows(db: Executor) {
  const [settings, generation, packages] = await Promise.all([
    db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('bonus_generation_settings').selectAll().orderBy('id').execute(),
    db.selectFrom('packages').selectAll().orderBy('id').execute(),
  ]);
  return { settings, generation: generation as unknown as GenerationSettingsRow[], packages };
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The version in force at `at`: the latest saved strictly before it, when a version was saved
 * at or after it (otherwise nothing changed since `at` and the live rows are that plan). A
 * version saved before the packages were part of the versions (migration 0028) holds none: it
 * reads those of the earliest version that holds them (the packages as they stood before any
 * versioned change), and the live rows when no version does.
 */
async function versionAt(db: Executor, at: Date) {
  const later = await db
    .selectFrom('plan_versions')
    .select('id')
    .where('effective_from', '>=', at)
    .limit(1)
    .executeTakeFirst();
  if (!later) return null;
  const version = await db
    .selectFrom('plan_versions')
    .select(['id', 'settings', 'generation', 'packages'])
    .where('effective_from', '<', at)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!version) return null;
  let packages = version.packages;
  if (packages === null) {
    const first = await db
      .selectFrom('plan_versions')
      .select('packages')
      .where('packages', 'is not', null)
      .orderBy('effective_from')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    packages = first?.packages ?? null;
  }
  return {
    settings: json(version.settings) as SettingsRow,
    generation: json(version.generation) as GenerationSettingsRow[],
    packages: packages === null ? null : (json(packages) as PackageDbRow[]),
  };
}

/**
 * Reads the settings, the four generation tables and the packages (inside `db`'s
 * transaction); with `at`, those in force then (docs/plan.md#settings-in-force). A package
 * created after `at` is absent from that plan (a run skips its members: see `runs.plans.ts`);
 * a generation row the version does not hold, of a package it holds, is read live.
 */
export async function loadPlan(db: Executor, options: LoadPlanOptions = {}): Promise<Plan> {
  const [live, version] = await Promise.all([
    loadPlanRows(db),
    options.at ? versionAt(db, options.at) : Promise.resolve(null),
  ]);
  if (!version) return planFromRows(live.settings, live.generation, live.packages);
  const packages = version.packages ?? live.packages;
  const inForce = new Set(packages.map((p) => p.id));
  const kept = new Set(version.generation.map((r) => `${r.kind}:${r.package_id}`));
  const generation = [
    ...version.generation,
    ...live.generation.filter((r) => inForce.has(r.package_id) && !kept.has(`${r.kind}:${r.package_id}`)),
  ];
  return planFromRows(version.settings, generation, packages);
}

export function planPackage(plan: Plan, id: number): PlanPackageRow {
  const pkg = plan.packages.get(id);
  if (!pkg) throw new Error(`Unknown package ${id}`);
  return pkg;
}

const SNAPSHOT_GENERATION = sql`coalesce((select jsonb_agg(to_jsonb(g) order by g.id) from bonus_generation_settings g), '[]'::jsonb)`;
const SNAPSHOT_PACKAGES = sql`coalesce((select jsonb_agg(to_jsonb(p) order by p.id) from packages p), '[]'::jsonb)`;

/**
 * The settings lock every plan change takes first (the settings, a generation row, a
 * package), so that versions follow the order of the changes (docs/adr/0017-plan-versions.md).
 */
export async function lockPlan(tx: Executor): Promise<void> {
  await tx.selectFrom('settings').select('id').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Before the first change is saved: the plan as it stands, in force since always (a fresh
 * database is seeded after migration 0023 wrote its baseline). Call under the settings lock.
 */
export async function ensurePlanBaseline(tx: Executor): Promise<void> {
  await sql`
    insert into plan_versions (effective_from, settings, generation, packages)
    select '-infinity', to_jsonb(s), ${SNAPSHOT_GENERATION}, ${SNAPSHOT_PACKAGES}
    from settings s
    where s.id = 1 and not exists (select 1 from plan_versions)
  `.execute(tx);
}

/**
 * Appends the plan as it stands in `tx` (after a change), in force from now
 * (docs/adr/0017-plan-versions.md). Call under the settings lock, so that versions follow
 * the order of the changes.
 */
export async function recordPlanVersion(tx: Executor): Promise<void> {
  await sql`
    insert into plan_versions (effective_from, settings, generation, packages)
    select clock_timestamp(), to_jsonb(s), ${SNAPSHOT_GENERATION}, ${SNAPSHOT_PACKAGES}
    from settings s
    where s.id = 1
  `.execute(tx);
}
