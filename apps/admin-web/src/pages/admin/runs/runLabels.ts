import type { components } from '@kola/api';

export type RunKind = components['schemas']['RunKind'];
export type Run = components['schemas']['Run'];
export type DueRun = components['schemas']['DueRun'];
export type RunPreview = components['schemas']['RunPreview'];

/** The scheduled runs as the back office names them (docs/screens/back-office.md#runs). */
export const RUN_KIND_LABELS: Record<RunKind, string> = {
  matching: 'Matching bonus',
  equilibrium: 'Equilibrium and loyalty',
  profit_pool: 'Profit pool',
  global_profit: 'Global profit sharing',
  payouts: 'Automated payouts',
};

export const DUE_STATUS_LABELS: Record<DueRun['status'], string> = {
  due: 'Due',
  already_run: 'Already run',
  not_due: 'Not due',
};

/** A forfeit reason of the plan ('recipient_inactive') as words. */
export function reasonLabel(reason: string): string {
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
