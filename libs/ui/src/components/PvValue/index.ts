export { formatPv, PvValue } from './PvValue';
export type { PvValueProps } from './PvValue';
