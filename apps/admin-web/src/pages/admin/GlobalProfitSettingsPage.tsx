import { PageHeader, SETTING_SCREENS } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { SettingsCards } from './settings/SettingsCards';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/global-profit-settings: global profit sharing (docs/screens/back-office.md#global-profit-settings),
 * each card previewed then saved alone.
 */
export function GlobalProfitSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Global Profit Settings"
        description="The global profit amount, the first and second percentages and the next share month and day."
      />
      <SettingsCards names={SETTING_SCREENS['global-profit-settings']} plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
