import { PageHeader, SETTING_SCREENS } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { SettingsCards } from './settings/SettingsCards';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/bonus-settings (docs/screens/back-office.md#bonus-settings): the equilibrium bonus amount and
 * the loyalty, placement and welcome bonus percentages, each card previewed then saved alone.
 */
export function BonusSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Bonus Settings"
        description="The equilibrium bonus amount and the loyalty, placement and welcome bonus percentages."
      />
      <SettingsCards names={SETTING_SCREENS['bonus-settings']} plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
