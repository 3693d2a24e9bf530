import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/referral-bonus-settings: referral and matching bonus settings
 * (docs/screens/back-office.md#referral-bonus-settings).
 */
export function ReferralBonusSettingsPage() {
  return (
    <PlaceholderPage
      title="Referral Bonus Settings"
      comingSoon="The ten referral-bonus generation percentages of every package, and the matching and repurchase bonus settings."
    />
  );
}
