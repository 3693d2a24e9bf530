import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { byId, byUuid, errorMessage, useClaimIncentive, useInviteFriend, useQuery } from '@kola/api';
import {
  BalanceHero,
  BonusGrid,
  Button,
  Card,
  ClaimedIncentivesTable,
  CurrentIncentiveCard,
  EarningsChart,
  GeneralMessageBox,
  InviteFriendForm,
  PageHeader,
  RankBadge,
  RankProgress,
  RecentEarnings,
  ReferralLink,
  Spinner,
  useToast,
  type MemberBonusAmounts,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { PageGrid } from '../../layouts/PageGrid';
import { UnpaidCard } from './UnpaidCard';
import { ReadError } from '../../layouts/ReadError';
import { useMember } from '../../shell';
import { paths } from '../../paths';

/**
 * The dashboard's figures from six bonus reads plus the PV rate of the settings; undefined until
 * the bonus reads have answered. Settings that cannot be read only blank the PV rate ("—").
 */
function useBonusAmounts(uuid: string) {
  const ofMember = byUuid(uuid);
  const reads = {
    referral: useQuery('/bonuses/{uuid}/referral-bonus', ofMember),
    placement: useQuery('/bonuses/{uuid}/placement-bonus', ofMember),
    stats: useQuery('/bonuses/{uuid}/bonus-stats', ofMember),
    total: useQuery('/bonuses/{uuid}/total-bonus', ofMember),
    global: useQuery('/bonuses/{uuid}/global-profit', ofMember),
    pv: useQuery('/users/{uuid}/total-pv', ofMember),
  };
  const settings = useQuery('/settings/all');
  const all = Object.values(reads);
  const error = all.find((read) => read.error)?.error;
  const { referral, placement, stats, total, global, pv } = reads;
  const settled = settings.data !== undefined || settings.error !== undefined;
  const amounts: MemberBonusAmounts | undefined =
    referral.data &&
    placement.data &&
    stats.data &&
    total.data &&
    global.data &&
    pv.data !== undefined &&
    settled
      ? {
          referral_bonus: referral.data.amount,
          placement_bonus: placement.data.amount,
          matching_bonus: stats.data.matching_bonus,
          repurchase_bonus: stats.data.repurchase_bonus,
          unilevel_bonus: stats.data.unilevel_bonus,
          upgrade_bonus: stats.data.upgrade_bonus,
          award_bonus: stats.data.award_bonus,
          stockist_ref_bonus: stats.data.stockist_ref_bonus,
          total_bonus: total.data.amount,
          global_profit: global.data.amount,
          total_pv: pv.data,
          // NairaAmount shows a dash for NaN.
          unit_point_value: settings.data?.unit_point_value ?? Number.NaN,
        }
      : undefined;
  return {
    amounts,
    qualified: global.data?.eligible ?? false,
    settings: settings.data,
    settingsLoading: settings.isLoading,
    loading: !error && !amounts,
    error,
    retry: () => all.forEach((read) => void (read.error ? read.mutate() : undefined)),
  };
}

function IncentiveAndRank({ uuid, rankId }: { uuid: string; rankId: number | null }) {
  const toast = useToast();
  const incentive = useQuery('/incentive-claims/{uuid}/current-incentive', byUuid(uuid));
  const rank = useQuery('/ranks/current-rank-badge/{id}', byId(rankId));
  const claim = useClaimIncentive(uuid);

  return (
    <PageGrid>
      {incentive.error ? (
        <Card title="Current Incentive">
          <ReadError
            title="We could not load your incentive"
            error={incentive.error}
            onRetry={() => void incentive.mutate()}
          />
        </Card>
      ) : (
        <CurrentIncentiveCard
          incentive={
            incentive.data ? { ...incentive.data, imageUrl: incentive.data.file_path } : incentive.data
          }
          loading={incentive.isLoading}
          claiming={claim.claiming}
          error={claim.error}
          onClaim={async (current) => {
            const message = await claim.claim(current);
            // CurrentIncentiveCard shows "processing" only when the claim resolves.
            if (message === null) throw new Error('not claimed');
            toast.show({ tone: 'success', message });
          }}
        />
      )}
      <Card title="Rank">
        {rank.error ? (
          <ReadError
            title="We could not load your rank"
            error={rank.error}
            onRetry={() => void rank.mutate()}
          />
        ) : (
          <RankBadge rank={rankId === null ? null : rank.data} loading={rankId !== null && rank.isLoading} />
        )}
      </Card>
    </PageGrid>
  );
}

function InviteFriend({ uuid }: { uuid: string }) {
  const invite = useInviteFriend(uuid);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <Card title="Invite a friend">
      <InviteFriendForm
        submitting={invite.inviting}
        error={invite.error}
        success={success}
        onSubmit={async (values) => {
          setSuccess(null);
          const message = await invite.invite(values);
          if (message === null) throw new Error('not invited');
          setSuccess(message);
        }}
      />
    </Card>
  );
}

/** The balance beside the rank progress on a wide screen; one column on a phone. */
const TopRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: stretch;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

function Balance({
  uuid,
  settings,
}: {
  uuid: string;
  settings: ReturnType<typeof useQuery<'/settings/all'>>;
}) {
  const ofMember = byUuid(uuid);
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', ofMember);
  const pending = useQuery('/withdrawals/{uuid}/pending', ofMember);
  return (
    <BalanceHero
      amounts={wallet.data}
      // Unreadable settings (or pending list) leave the limits to the request itself.
      settings={settings.error || pending.error ? null : settings.data}
      pendingWithdrawal={(pending.data?.length ?? 0) > 0}
      loading={wallet.isLoading}
      error={wallet.error ? errorMessage(wallet.error) : undefined}
      onRetry={() => void wallet.mutate()}
      action={
        <Button asChild>
          <Link to={paths.user.wallet}>Withdraw</Link>
        </Button>
      }
    />
  );
}

/** The earnings reads of the dashboard, each as its piece. */
function useEarnings(uuid: string) {
  const ofMember = byUuid(uuid);
  const weekly = useQuery('/bonuses/{uuid}/earnings', { params: { path: { uuid }, query: { weeks: 12 } } });
  const recent = useQuery('/bonuses/{uuid}/recent-earnings', {
    params: { path: { uuid }, query: { limit: 8 } },
  });
  const progress = useQuery('/bonuses/{uuid}/rank-progress', ofMember);
  return {
    chart: (
      <EarningsChart
        weeks={weekly.data?.weeks}
        loading={weekly.isLoading}
        error={weekly.error ? errorMessage(weekly.error) : undefined}
        onRetry={() => void weekly.mutate()}
      />
    ),
    rank: (
      <Card title="Next rank">
        <RankProgress
          progress={progress.data}
          loading={progress.isLoading}
          error={progress.error ? errorMessage(progress.error) : undefined}
          onRetry={() => void progress.mutate()}
        />
      </Card>
    ),
    recent: (
      <Card title="Recent earnings">
        <RecentEarnings
          earnings={recent.data}
          loading={recent.isLoading}
          error={recent.error ? errorMessage(recent.error) : undefined}
          onRetry={() => void recent.mutate()}
        />
      </Card>
    ),
  };
}

/**
 * /user/dashboard (docs/screens/member.md#dashboard), most important first: the general message;
 * the wallet balance and what can be withdrawn now, beside the progress to the next rank; earnings
 * per week by bonus; the breakdown (every bonus, compact, those at ₦0.00 muted, with the package,
 * global profit, CPV and the PV rate); the latest earnings with who and what paid them, and what
 * went unpaid and why; then the current incentive and rank, the referral link, the invitation
 * form and the claimed incentives.
 */
export function DashboardPage() {
  const member = useMember();
  const bonuses = useBonusAmounts(member.uuid);
  const settings = useQuery('/settings/all');
  const earnings = useEarnings(member.uuid);
  const claims = useQuery('/incentive-claims/{uuid}/claims', byUuid(member.uuid));
  const referralLink = `${window.location.origin}${paths.register}?ref=${encodeURIComponent(member.username)}`;

  return (
    <PageStack>
      <PageHeader title="Dashboard" description={`Welcome back, ${member.first_name}.`} />
      {bonuses.settingsLoading ? (
        <Spinner label="Loading the general message" />
      ) : bonuses.settings ? (
        <GeneralMessageBox
          subject={bonuses.settings.general_message_subject}
          message={bonuses.settings.general_message}
        />
      ) : null}
      <TopRow>
        <Balance uuid={member.uuid} settings={settings} />
        {earnings.rank}
      </TopRow>
      {earnings.chart}
      <BonusGrid
        compact
        amounts={bonuses.amounts}
        globalProfitQualified={bonuses.qualified}
        packageName={member.package_name ?? null}
        loading={bonuses.loading}
        error={bonuses.error ? errorMessage(bonuses.error) : undefined}
        onRetry={bonuses.retry}
      />
      <PageGrid>
        {earnings.recent}
        <UnpaidCard uuid={member.uuid} />
      </PageGrid>
      <IncentiveAndRank uuid={member.uuid} rankId={member.rank_id} />
      <PageGrid>
        <Card title="Share your link">
          <ReferralLink
            link={referralLink}
            description="New partners who register with this link are placed under you."
          />
        </Card>
        <InviteFriend uuid={member.uuid} />
      </PageGrid>
      <Card title="Claimed incentives">
        <ClaimedIncentivesTable
          claims={claims.data ?? []}
          loading={claims.isLoading}
          error={claims.error ? errorMessage(claims.error) : null}
          onRetry={() => void claims.mutate()}
        />
      </Card>
    </PageStack>
  );
}
