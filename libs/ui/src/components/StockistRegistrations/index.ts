export { StockistRegistrations } from './StockistRegistrations';
export type { StockistRegistration, StockistRegistrationsProps } from './StockistRegistrations';
