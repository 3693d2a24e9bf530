export { GLOBAL_PROFIT_LOAD_ERROR, GlobalProfitCard, NOT_QUALIFIED, QUALIFIED } from './GlobalProfitCard';
export type { GlobalProfitCardProps } from './GlobalProfitCard';
