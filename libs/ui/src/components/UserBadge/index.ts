export { UserBadge } from './UserBadge';
export type { UserBadgeProps } from './UserBadge';
