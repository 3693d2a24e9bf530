import { PlaceholderPage } from '../../layouts/PlaceholderPage';

/** /admin/wallet: the company wallet (03 §2). */
export function WalletPage() {
  return (
    <PlaceholderPage
      title="Company Finance"
      comingSoon="The total company wallet, total withdrawals and the wallet balance."
    />
  );
}
