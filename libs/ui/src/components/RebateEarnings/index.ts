export { NO_REBATE_EARNINGS_TEXT, RebateEarnings } from './RebateEarnings';
export type { RebateEarning, RebateEarningsProps } from './RebateEarnings';
