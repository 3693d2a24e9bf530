import { PlaceholderPage } from '@kola/app-shell';

/** /admin/ranks: ranks and award-winner bonuses (docs/screens/back-office.md#ranks). */
export function RanksPage() {
  return (
    <PlaceholderPage
      title="Ranks"
      comingSoon="Every rank with its PV, global-profit eligibility and package, and the award-winner sponsor and direct-downline bonus percentages."
    />
  );
}
