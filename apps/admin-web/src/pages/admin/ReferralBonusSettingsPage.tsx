import { PageHeader, SETTING_SCREENS } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { GenerationSettings } from './settings/GenerationSettings';
import { SettingsCards } from './settings/SettingsCards';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/referral-bonus-settings (docs/screens/back-office.md#referral-bonus-settings): the referral
 * generation table (one row per package, its own update) and the matching and repurchase cards.
 */
export function ReferralBonusSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Referral Bonus Settings"
        description="The ten referral bonus generation percentages of every package, and the matching and repurchase bonus settings."
      />
      <GenerationSettings kind="referral" plan={plan} />
      <SettingsCards names={SETTING_SCREENS['referral-bonus-settings']} plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
