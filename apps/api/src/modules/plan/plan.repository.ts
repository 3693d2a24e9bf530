import {
  generationTableFromRows,
  koboFromDb,
  planSettingsFromRow,
  type GenerationRow,
  type GenerationTables,
  type PlanPackage,
  type PlanSettings,
} from '@kola/domain';
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

/** Reads the settings, the four generation tables and the packages (inside `db`'s transaction). */
export async function loadPlan(db: Executor): Promise<Plan> {
  const [settingsRow, generationRows, packageRows] = await Promise.all([
    db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('bonus_generation_settings').selectAll().execute(),
    db.selectFrom('packages').selectAll().orderBy('id').execute(),
  ]);
  const byKind = (kind: string) =>
    generationTableFromRows(generationRows.filter((r) => r.kind === kind) as unknown as GenerationRow[]);
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

export function planPackage(plan: Plan, id: number): PlanPackageRow {
  const pkg = plan.packages.get(id);
  if (!pkg) throw new Error(`Unknown package ${id}`);
  return pkg;
}
