import { PlaceholderPage } from '../../layouts/PlaceholderPage';

/** /user/dashboard: the member dashboard (01 §2). */
export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      comingSoon="Your registration package with its Activated tag, your bonuses (referral, matching, repurchase, unilevel, upgrade, award and signee), total wallet earned, global profit, cumulated point value, your current incentive with Claim Incentive, your rank badge, an invite-a-friend form and your referral link."
    />
  );
}
