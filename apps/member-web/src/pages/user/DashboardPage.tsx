import { useState } from 'react';
import { byId, byUuid, errorMessage, useClaimIncentive, useInviteFriend, useQuery } from '@kola/api';
import {
  BonusGrid,
  Card,
  ClaimedIncentivesTable,
  CurrentIncentiveCard,
  GeneralMessageBox,
  InviteFriendForm,
  PageHeader,
  RankBadge,
  ReferralLink,
  Spinner,
  useToast,
  WalletSummary,
  type MemberBonusAmounts,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { PageGrid } from '../../layouts/PageGrid';
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

/**
 * /user/dashboard (docs/screens/member.md#dashboard): the general message, the wallet, every bonus with the
 * package and its Activated tag, global profit with its badge, CPV and the PV rate, the current
 * incentive and rank, the referral link, the invitation form and the claimed incentives.
 */
export function DashboardPage() {
  const member = useMember();
  const bonuses = useBonusAmounts(member.uuid);
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', byUuid(member.uuid));
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
      <WalletSummary
        amounts={wallet.data}
        loading={wallet.isLoading}
        error={wallet.error ? errorMessage(wallet.error) : undefined}
        onRetry={() => void wallet.mutate()}
      />
      <BonusGrid
        amounts={bonuses.amounts}
        globalProfitQualified={bonuses.qualified}
        packageName={member.package_name ?? null}
        loading={bonuses.loading}
        error={bonuses.error ? errorMessage(bonuses.error) : undefined}
        onRetry={bonuses.retry}
      />
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
