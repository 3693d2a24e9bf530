export { WALLET_COLUMNS, WalletSummary } from './WalletSummary';
export type { WalletSummaryAmounts, WalletSummaryLayout, WalletSummaryProps } from './WalletSummary';
