export { CurrentIncentiveCard } from './CurrentIncentiveCard';
export type {
  CurrentIncentive,
  CurrentIncentiveCardProps,
  IncentiveClaimStatus,
} from './CurrentIncentiveCard';
