export { StatusBadge, statusLabel, statusTone } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
