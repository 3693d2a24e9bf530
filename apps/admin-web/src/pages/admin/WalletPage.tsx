import { PlaceholderPage } from '@kola/app-shell';

/** /admin/wallet: the company wallet (03 §2). */
export function WalletPage() {
  return (
    <PlaceholderPage
      title="Company Finance"
      comingSoon="The total company wallet, total withdrawals and the wallet balance."
    />
  );
}
