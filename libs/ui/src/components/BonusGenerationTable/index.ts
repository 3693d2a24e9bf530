export {
  BONUS_GENERATION_EMPTY_TEXTS,
  BONUS_GENERATION_TITLES,
  BonusGenerationTable,
  formatGenerationPercent,
} from './BonusGenerationTable';
export type { BonusGenerationKind, BonusGenerationTableProps } from './BonusGenerationTable';
