import { PageHeader, SETTING_SCREENS } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { SettingsCards } from './settings/SettingsCards';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/profit-pool-settings: the profit pool (docs/screens/back-office.md#profit-pool-settings), each
 * card previewed then saved alone.
 */
export function ProfitPoolSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Profit Pool Settings"
        description="The profit pool percentage, duration, days offset after activation and required downlines."
      />
      <SettingsCards names={SETTING_SCREENS['profit-pool-settings']} plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
