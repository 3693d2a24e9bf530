export { IncentiveTable, NO_INCENTIVES } from './IncentiveTable';
export type { IncentiveTableProps } from './IncentiveTable';
