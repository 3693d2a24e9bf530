import { PlaceholderPage } from '@kola/app-shell';

/** /admin/transactions: the four history tabs (docs/screens/back-office.md#transactions). */
export function TransactionsPage() {
  return (
    <PlaceholderPage
      title="Transactions"
      comingSoon="Withdrawal history, registration history with upgrades, product repurchase history and stockist history, with approvals of stockists, purchases and upgrades."
    />
  );
}
