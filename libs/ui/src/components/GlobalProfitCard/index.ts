export { GlobalProfitCard, NOT_QUALIFIED, QUALIFIED } from './GlobalProfitCard';
export type { GlobalProfitCardProps } from './GlobalProfitCard';
