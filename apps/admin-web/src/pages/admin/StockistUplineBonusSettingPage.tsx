import { PageHeader } from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { GenerationSettings } from './settings/GenerationSettings';
import { usePlanChange } from './settings/usePlanChange';

/**
 * /admin/stockist-upline-bonus-setting: stockist upline bonus per package (docs/screens/back-office.md#generation-bonus-tables). A row is
 * previewed, then saved with its own update.
 */
export function StockistUplineBonusSettingPage() {
  const plan = usePlanChange();
  return (
    <PageStack>
      <PageHeader
        title="Stockist Upline Bonus"
        description="The ten stockist upline bonus generation percentages of every registration package."
      />
      <GenerationSettings kind="stockistUpline" plan={plan} />
      {plan.dialog}
    </PageStack>
  );
}
