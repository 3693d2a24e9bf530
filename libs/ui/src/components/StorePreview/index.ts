export { NOT_ENTERED, STOCKIST_STATES, stockistStateLabel, StorePreview } from './StorePreview';
export type { StockistState, StorePreviewProps } from './StorePreview';
