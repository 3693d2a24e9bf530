export { NO_RANK_TEXT, RankBadge } from './RankBadge';
export type { RankBadgeProps, RankBadgeRank } from './RankBadge';
