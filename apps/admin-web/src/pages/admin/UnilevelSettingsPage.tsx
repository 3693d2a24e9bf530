import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/unilevel-settings: unilevel bonus per package (docs/screens/back-office.md#generation-bonus-tables).
 */
export function UnilevelSettingsPage() {
  return (
    <PlaceholderPage
      title="Unilevel Settings"
      comingSoon="The ten unilevel-bonus generation percentages of every registration package."
    />
  );
}
