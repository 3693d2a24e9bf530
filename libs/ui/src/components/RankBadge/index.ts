export { NO_RANK_TEXT, RANK_LOAD_ERROR, RankBadge } from './RankBadge';
export type { RankBadgeProps, RankBadgeRank } from './RankBadge';
