import { PlaceholderPage } from '@kola/app-shell';

/** /admin/wallet: the company wallet (docs/screens/back-office.md#company-wallet). */
export function WalletPage() {
  return (
    <PlaceholderPage
      title="Company Finance"
      comingSoon="The total company wallet, total withdrawals and the wallet balance."
    />
  );
}
