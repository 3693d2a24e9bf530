import { PlaceholderPage } from '@kola/app-shell';

/** /admin/ranks: ranks and award-winner bonuses (03 §2). */
export function RanksPage() {
  return (
    <PlaceholderPage
      title="Ranks"
      comingSoon="Every rank with its PV, global-profit eligibility and package, and the award-winner sponsor and direct-downline bonus percentages."
    />
  );
}
