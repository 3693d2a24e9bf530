export { GlobalProfitEligibility, NO_RANKS, RankTable } from './RankTable';
export type { RankTableProps } from './RankTable';
