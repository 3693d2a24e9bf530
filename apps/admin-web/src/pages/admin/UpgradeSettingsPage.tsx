import { PageHeader } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { GenerationSettings } from './settings/GenerationSettings';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/upgrade-settings: upgrade bonus per package (docs/screens/back-office.md#generation-bonus-tables). A row is
 * previewed, then saved with its own update.
 */
export function UpgradeSettingsPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Upgrade Settings"
        description="The ten upgrade bonus generation percentages of every registration package."
      />
      <GenerationSettings kind="upgrade" plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
