import { PlaceholderPage } from '../../layouts/PlaceholderPage';

/** /user/wallet: the wallet, labelled Transactions (01 §2). */
export function WalletPage() {
  return (
    <PlaceholderPage
      title="Transactions"
      comingSoon="Wallet Summary: total bonus, total withdrawals, wallet balance and global profit sharing. Transactions: withdrawal requests with their charge, limits and history."
    />
  );
}
