import type { BonusKind } from '@kola/domain';

/** Every bonus kind as the member screens name it (docs/plan.md). */
export const EARNING_KIND_LABELS: Record<BonusKind, string> = {
  referral_bonus: 'Referral bonus',
  placement_bonus: 'Placement bonus',
  welcome_bonus: 'Welcome bonus',
  upgrade_bonus: 'Upgrade bonus',
  repurchase_bonus: 'Repurchase bonus',
  unilevel_bonus: 'Unilevel bonus',
  award_bonus: 'Award bonus',
  signee_bonus: 'Signee bonus',
  stockist_upline_bonus: 'Stockist upline bonus',
  rebate: 'Stockist rebate',
  matching_bonus: 'Matching bonus',
  equilibrium_bonus: 'Equilibrium bonus',
  loyalty_bonus: 'Loyalty bonus',
  profit_pool: 'Profit pool',
  global_profit: 'Global profit',
};

/** The chart colour of each kind: distinct hues, each with at least 3:1 contrast on white. */
export const EARNING_KIND_COLORS: Record<BonusKind, string> = {
  referral_bonus: '#247545',
  placement_bonus: '#5b8c2a',
  welcome_bonus: '#8a6d00',
  upgrade_bonus: '#1f5f9e',
  repurchase_bonus: '#7a4cb0',
  unilevel_bonus: '#b0488a',
  award_bonus: '#b45309',
  signee_bonus: '#0f766e',
  stockist_upline_bonus: '#4b5563',
  rebate: '#6b7a1f',
  matching_bonus: '#c2410c',
  equilibrium_bonus: '#2b6cb0',
  loyalty_bonus: '#9d174d',
  profit_pool: '#5b21b6',
  global_profit: '#0e7490',
};

/** A bonus kind's label, or the kind itself for one the screens do not know yet. */
export function earningKindLabel(kind: string): string {
  return (EARNING_KIND_LABELS as Record<string, string>)[kind] ?? kind.replace(/_/g, ' ');
}
