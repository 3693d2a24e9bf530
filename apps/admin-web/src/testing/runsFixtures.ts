import type { components } from '@kola/api';

type Run = components['schemas']['Run'];
type DueRun = components['schemas']['DueRun'];
type RunPreview = components['schemas']['RunPreview'];
type PageMeta = components['schemas']['PageMeta'];

export function run(overrides: Partial<Run> = {}): Run {
  return {
    id: 12,
    kind: 'equilibrium',
    period: '2026-11-27',
    status: 'committed',
    members: 14,
    paid: 15_280,
    paid_lines: 26,
    forfeited: 1_020,
    forfeited_lines: 3,
    started_at: '2026-11-27T23:05:00.000Z',
    finished_at: '2026-11-27T23:05:02.000Z',
    ...overrides,
  };
}

/** GET /runs: one page of runs, newest first. */
export function runPage(
  rows: Run[] = [
    run(),
    run({ id: 11, kind: 'matching', period: '2026-11-21', members: 6, paid: 350_000, forfeited: 50_000 }),
  ],
  meta: Partial<PageMeta> = {},
) {
  return { current_page: 1, last_page: 1, per_page: 20, total: rows.length, data: rows, ...meta };
}

/** GET /runs/due: equilibrium due today, matching not due, the profit pool already run. */
export function dueRuns(): DueRun[] {
  return [
    { kind: 'matching', period: '2026-11-28', status: 'not_due', run: null },
    { kind: 'equilibrium', period: '2026-11-28', status: 'due', run: null },
    {
      kind: 'profit_pool',
      period: '2026-10',
      status: 'already_run',
      run: run({ id: 9, kind: 'profit_pool', period: '2026-10' }),
    },
    {
      kind: 'global_profit',
      period: '2025',
      status: 'already_run',
      run: run({ id: 3, kind: 'global_profit', period: '2025' }),
    },
    { kind: 'payouts', period: '2026-11-28', status: 'not_due', run: null },
  ];
}

/** GET /runs/equilibrium/2026-11-28/preview. */
export function runPreview(overrides: Partial<RunPreview> = {}): RunPreview {
  return {
    kind: 'equilibrium',
    period: '2026-11-28',
    members: 3,
    paid: 2_040,
    paid_lines: 4,
    forfeited: 20,
    forfeited_lines: 1,
    by_kind: [
      { kind: 'equilibrium_bonus', paid: 2_000, forfeited: 0 },
      { kind: 'loyalty_bonus', paid: 40, forfeited: 20 },
    ],
    top_lines: [
      { username: 'kolaherbal', kind: 'equilibrium_bonus', amount: 1_000, forfeit_reason: null },
      { username: 'ngozi', kind: 'equilibrium_bonus', amount: 1_000, forfeit_reason: null },
      { username: 'bayo', kind: 'loyalty_bonus', amount: 20, forfeit_reason: 'recipient_inactive' },
    ],
    already_run: null,
    ...overrides,
  };
}
