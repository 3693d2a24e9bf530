export { UplineCard } from './UplineCard';
export type { UplineCardData, UplineCardProps } from './UplineCard';
