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
import { weeklyEarnings } from '../../earlyReads';

type Summary = ReturnType<typeof useQuery<'/bonuses/{uuid}/summary'>>;

/**
 * The breakdown's figures: the summary (GET /bonuses/{uuid}/summary, every bonus total, the
 * global profit and the CPV in one read) plus the PV rate of the settings; undefined until the
 * summary has answered. The grid does not wait for the settings: until they answer, and when
 * they cannot be read, only the PV rate shows a dash ("—"), so the numbers show as soon as the
 * summary is in (docs/adr/0022-service-worker.md).
 */
function useBonusAmounts(summary: Summary, settings: ReturnType<typeof useQuery<'/settings/all'>>) {
  const figures = summary.data;
  const amounts: MemberBonusAmounts | undefined = figures
    ? {
        referral_bonus: figures.referral_bonus.amount,
        placement_bonus: figures.placement_bonus.amount,
        matching_bonus: figures.stats.matching_bonus,
        repurchase_bonus: figures.stats.repurchase_bonus,
        unilevel_bonus: figures.stats.unilevel_bonus,
        upgrade_bonus: figures.stats.upgrade_bonus,
        award_bonus: figures.stats.award_bonus,
        stockist_ref_bonus: figures.stats.stockist_ref_bonus,
        total_bonus: figures.total_bonus.amount,
        global_profit: figures.global_profit.amount,
        total_pv: figures.total_pv,
        // NairaAmount shows a dash for NaN.
        unit_point_value: settings.data?.unit_point_value ?? Number.NaN,
      }
    : undefined;
  return {
    amounts,
    qualified: figures?.global_profit.eligible ?? false,
    loading: !summary.error && !amounts,
    error: summary.error,
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
  summary,
  settings,
}: {
  uuid: string;
  summary: Summary;
  settings: ReturnType<typeof useQuery<'/settings/all'>>;
}) {
  const pending = useQuery('/withdrawals/{uuid}/pending', byUuid(uuid));
  return (
    <BalanceHero
      amounts={summary.data?.wallet}
      // Unreadable settings (or pending list) leave the limits to the request itself.
      settings={settings.error || pending.error ? null : settings.data}
      pendingWithdrawal={(pending.data?.length ?? 0) > 0}
      loading={summary.isLoading}
      error={summary.error ? errorMessage(summary.error) : undefined}
      onRetry={() => void summary.mutate()}
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
  const weekly = useQuery('/bonuses/{uuid}/earnings', weeklyEarnings(uuid));
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
  const summary = useQuery('/bonuses/{uuid}/summary', byUuid(member.uuid));
  const settings = useQuery('/settings/all');
  const bonuses = useBonusAmounts(summary, settings);
  const earnings = useEarnings(member.uuid);
  const claims = useQuery('/incentive-claims/{uuid}/claims', byUuid(member.uuid));
  const referralLink = `${window.location.origin}${paths.register}?ref=${encodeURIComponent(member.username)}`;

  return (
    <PageStack>
      <PageHeader title="Dashboard" description={`Welcome back, ${member.first_name}.`} />
      {settings.isLoading ? (
        <Spinner label="Loading the general message" />
      ) : settings.data ? (
        <GeneralMessageBox
          subject={settings.data.general_message_subject}
          message={settings.data.general_message}
        />
      ) : null}
      <TopRow>
        <Balance uuid={member.uuid} summary={summary} settings={settings} />
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
        onRetry={() => void summary.mutate()}
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
