import { PlaceholderPage } from '@kola/app-shell';

/** /admin/referral-bonus-settings: referral and matching bonus settings (03 §2). */
export function ReferralBonusSettingsPage() {
  return (
    <PlaceholderPage
      title="Referral Bonus Settings"
      comingSoon="The ten referral-bonus generation percentages of every package, and the matching and repurchase bonus settings."
    />
  );
}
