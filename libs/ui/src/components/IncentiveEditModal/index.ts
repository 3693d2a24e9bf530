export { IncentiveEditModal, incentiveCreateSchema, incentiveUpdateSchema } from './IncentiveEditModal';
export type {
  AdminIncentive,
  IncentiveEditModalProps,
  IncentiveRankOption,
  IncentiveValues,
} from './IncentiveEditModal';
