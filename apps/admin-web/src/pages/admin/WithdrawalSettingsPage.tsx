import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/withdrawal-settings: withdrawals and the PV rate (docs/screens/back-office.md#withdrawal-settings).
 */
export function WithdrawalSettingsPage() {
  return (
    <PlaceholderPage
      title="Withdrawal Settings"
      comingSoon="The naira value of 1 PV, the minimum and maximum withdrawal, the withdrawal charge, the payment-provider balance and the automated payout schedule."
    />
  );
}
