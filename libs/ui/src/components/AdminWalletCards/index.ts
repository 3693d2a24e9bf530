export { AdminWalletCards } from './AdminWalletCards';
export type { AdminCompanyWallet, AdminWalletCardsProps } from './AdminWalletCards';
