export {
  BonusGenerationEditModal,
  bonusGenerationSchema,
  GENERATION_FIELDS,
  generationField,
  GENERATIONS,
  notValidNumberMessage,
} from './BonusGenerationEditModal';
export type {
  BonusGenerationEditModalProps,
  BonusGenerationRow,
  BonusGenerationValues,
  Generation,
  GenerationField,
} from './BonusGenerationEditModal';
