import { PlaceholderPage } from '@kola/app-shell';

/** /admin/upgrade-settings: upgrade bonus per package (03 §2). */
export function UpgradeSettingsPage() {
  return (
    <PlaceholderPage
      title="Upgrade Settings"
      comingSoon="The ten upgrade-bonus generation percentages of every registration package."
    />
  );
}
