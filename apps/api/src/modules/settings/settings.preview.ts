import {
  koboToNaira,
  packageActivation,
  totalForfeited,
  totalPaid,
  type ChainMember,
  type PlannedEntry,
} from '@kola/domain';
import type { Executor } from '../../db/transaction';
import type { BonusKind } from '../../db/types';
import { invalid, notFound } from '../../lib/errors';
import { placementChain } from '../network/network.repository';
import { loadPlanRows, planFromRows, type Plan } from '../plan/plan.repository';
import { planNextRuns } from '../runs/runs.service';
import type { RunPlan } from '../runs/runs.types';
import type { SettingsRepository } from './settings.repository';
import {
  generationPatch,
  settingsPatch,
  VALIDATION_MESSAGES,
  type GenerationUpdate,
  type SettingsUpdate,
} from './settings.validation';

/*
 * The effect of a plan change before it is saved (docs/plan.md#previewing-a-change): the next
 * period of each scheduled bonus run and a typical registration's activation, with the current
 * and with the proposed values. Runs in a read-only transaction: nothing is written.
 */

export interface PlanChangeRequest {
  settings?: SettingsUpdate;
  generation?: { table: BonusKind; id: number; values: GenerationUpdate };
}

const NEW_MEMBER = 'new-member';

type MemberRow = NonNullable<Awaited<ReturnType<SettingsRepository['member']>>>;
const isActive = (m: MemberRow) => m.status === 'active' && m.payment_status === 'approved';

function runFigures(plan: RunPlan) {
  const paid = new Set<number>();
  for (const p of plan.postings) {
    for (const l of p.lines) if (!l.forfeitReason && l.recipientId !== null) paid.add(l.recipientId);
  }
  return {
    members: paid.size,
    paid: koboToNaira(plan.totals.paidKobo),
    forfeited: koboToNaira(plan.totals.forfeitedKobo),
    forfeited_lines: plan.totals.forfeitedLines,
  };
}

function activationFigures(entries: PlannedEntry[]) {
  const byKind = new Map<string, number>();
  for (const e of entries) if (!e.forfeited) byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + e.amountKobo);
  return {
    paid: koboToNaira(totalPaid(entries)),
    forfeited: koboToNaira(totalForfeited(entries)),
    by_kind: [...byKind].map(([kind, amount]) => ({ kind, amount: koboToNaira(amount) })),
  };
}

/**
 * Where a typical registration lands: below the member activated most recently, sponsored by
 * that member's sponsor (one more recruit of theirs spilling over below their latest one), so
 * the referral, placement and welcome bonuses all show. With nobody activated yet: below the
 * company root, sponsored by it.
 */
async function typicalPlacement(tx: Executor, repo: SettingsRepository) {
  const parent = (await repo.latestActivated(tx)) ?? (await repo.root(tx));
  if (!parent) return { chain: [] as ChainMember[], sponsor: null };
  const above = await placementChain(tx, parent.id, 9);
  const chain: ChainMember[] = [
    { id: String(parent.id), packageId: parent.package_id, active: isActive(parent), isRoot: parent.is_root },
    ...above.map((m) => ({ id: String(m.id), packageId: m.packageId, active: m.active, isRoot: m.isRoot })),
  ];
  const sponsorRow =
    parent.is_root || parent.sponsor_id === null ? parent : await repo.member(parent.sponsor_id, tx);
  const sponsor = sponsorRow ? { id: String(sponsorRow.id), active: isActive(sponsorRow) } : null;
  return { chain, sponsor };
}

function activationOf(
  plan: Plan,
  packageId: number,
  placement: Awaited<ReturnType<typeof typicalPlacement>>,
) {
  const pkg = plan.packages.get(packageId)!;
  return packageActivation({
    memberId: NEW_MEMBER,
    package: pkg,
    placementChain: placement.chain,
    sponsor: placement.sponsor,
    referralTable: plan.tables.referral,
    settings: plan.settings,
  }).entries;
}

/** The preview's figures, on `tx` (a read-only transaction). */
export async function previewPlanChange(
  tx: Executor,
  repo: SettingsRepository,
  request: PlanChangeRequest,
  now: Date,
) {
  if (!request.settings && !request.generation) throw invalid('settings', VALIDATION_MESSAGES.nothing);
  const rows = await loadPlanRows(tx);
  let settings = rows.settings;
  let generation = rows.generation;
  if (request.settings) {
    settings = { ...settings, ...settingsPatch(request.settings, settings, 'settings.') } as typeof settings;
  }
  if (request.generation) {
    const { table, id, values } = request.generation;
    const row = generation.find((r) => r.id === id && r.kind === table);
    if (!row) throw notFound('Setting not found.');
    const patch = generationPatch(values, 'generation.values.');
    generation = generation.map((r) => (r === row ? ({ ...r, ...patch } as typeof r) : r));
  }
  const current = planFromRows(rows.settings, rows.generation, rows.packages);
  const proposed = planFromRows(settings, generation, rows.packages);

  const runs = (await planNextRuns(tx, now, [current, proposed])).map((r) => ({
    kind: r.kind,
    period: r.periodKey,
    current: runFigures(r.plans[0]!),
    proposed: runFigures(r.plans[1]!),
  }));
  const placement = await typicalPlacement(tx, repo);
  const activation = rows.packages.map((p) => ({
    package_id: p.id,
    package_name: p.name,
    current: activationFigures(activationOf(current, p.id, placement)),
    proposed: activationFigures(activationOf(proposed, p.id, placement)),
  }));
  return { runs, activation };
}
