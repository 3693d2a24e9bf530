import { PlaceholderPage } from '@kola/app-shell';

/** /admin/bonus-settings: bonus amounts and percentages (docs/screens/back-office.md#bonus-settings). */
export function BonusSettingsPage() {
  return (
    <PlaceholderPage
      title="Bonus Settings"
      comingSoon="The equilibrium bonus amount and the loyalty, placement and welcome bonus percentages."
    />
  );
}
