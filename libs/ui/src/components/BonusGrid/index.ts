export { BonusGrid } from './BonusGrid';
export type { BonusGridProps, MemberBonusAmounts } from './BonusGrid';
