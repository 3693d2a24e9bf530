export {
  PROVIDER_BALANCE_EMPTY_TEXT,
  PROVIDER_BALANCE_LOAD_ERROR,
  ProviderBalanceCard,
  providerName,
  RELOAD_DATA,
} from './ProviderBalanceCard';
export type { ProviderBalanceCardProps, ProviderWalletBalance } from './ProviderBalanceCard';
