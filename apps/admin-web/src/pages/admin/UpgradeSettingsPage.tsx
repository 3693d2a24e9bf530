import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/upgrade-settings: upgrade bonus per package (docs/screens/back-office.md#generation-bonus-tables).
 */
export function UpgradeSettingsPage() {
  return (
    <PlaceholderPage
      title="Upgrade Settings"
      comingSoon="The ten upgrade-bonus generation percentages of every registration package."
    />
  );
}
