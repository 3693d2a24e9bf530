import { PlaceholderPage } from '@kola/app-shell';

/**
 * /admin/stockist-upline-bonus-setting: stockist upline bonus per package
 * (docs/screens/back-office.md#generation-bonus-tables).
 */
export function StockistUplineBonusSettingPage() {
  return (
    <PlaceholderPage
      title="Stockist Upline Bonus"
      comingSoon="The ten stockist-upline-bonus generation percentages of every registration package."
    />
  );
}
