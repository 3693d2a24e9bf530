import { PageHeader } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { GenerationSettings } from './settings/GenerationSettings';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/unilevel-settings: unilevel bonus per package (docs/screens/back-office.md#generation-bonus-tables). A row is
 * previewed, then saved with its own update.
 */
export function UnilevelSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Unilevel Settings"
        description="The ten unilevel bonus generation percentages of every registration package."
      />
      <GenerationSettings kind="unilevel" plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
