export { DownlineCardGrid } from './DownlineCardGrid';
export type { DownlineCardGridProps, DownlineData } from './DownlineCardGrid';
