export { ClaimedIncentivesTable, NO_CLAIMED_INCENTIVES_TEXT } from './ClaimedIncentivesTable';
export type { ClaimedIncentive, ClaimedIncentivesTableProps } from './ClaimedIncentivesTable';
