export { JobProgress } from './JobProgress';
export type { JobProgressProps, JobProgressStatus } from './JobProgress';
