import { Badge } from '../Badge/Badge';
import type { MemberBonusAmounts } from '../BonusGrid/BonusGrid';
import { Card } from '../Card/Card';
import type { ClaimedIncentive } from '../ClaimedIncentivesTable/ClaimedIncentivesTable';
import { ProfileCard } from '../ProfileCard/ProfileCard';
import type { PurchaseOrder } from '../PurchaseHistory/PurchaseHistory';
import type { RankBadgeRank } from '../RankBadge/RankBadge';
import { ELIGIBLE, NOT_ELIGIBLE } from '../RankEditModal/RankEditModalTexts';
import type { RebateEarning } from '../RebateEarnings/RebateEarnings';
import type { StockItem } from '../StockRecord/StockRecord';
import { UplineCard, type UplineCardData } from '../UplineCard/UplineCard';
import type { WalletSummaryAmounts } from '../WalletSummary/WalletSummary';
import { StyledFactList, StyledPanel, StyledPanelGrid } from './MemberDetailTabs.styles';

export const NO_GLOBAL_PROFITS = 'There are no global profits';
export const NO_WITHDRAWALS = 'There are no withdrawals';
export const NO_ORDERS = 'There are no orders';

/** The member as the Members list and its detail tabs show them (docs/screens/back-office.md#records). */
export interface MemberDetail {
  uuid: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone: string;
  package_id?: number | null;
  package_name?: string | null;
  rank_id?: number | null;
  rank_name?: string | null;
  /** active, inactive (not paid yet) or expired (not paid within 7 days). */
  status: string;
  is_stockist: 0 | 1 | boolean;
  address?: string | null;
  gender?: string | null;
  /** A loadable URL of the photo. */
  photoUrl?: string | null;
}

/** The bank and security fields of the member's profile record. */
export interface MemberBankProfile {
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_code?: string | null;
  bank_editable: boolean;
  enable_2fa: boolean;
}

export interface GlobalProfitEntry {
  profit: number;
  created_at: string;
  /** YYYY or YYYY-MM: the run that paid it. */
  period?: string | null;
}

export interface WithdrawalEntry {
  id: number | string;
  amount: number;
  status: string;
  created_at: string;
}

export interface MemberWallet {
  amounts: WalletSummaryAmounts;
  availableBalance?: number | null;
  globalProfits: readonly GlobalProfitEntry[];
  withdrawals: readonly WithdrawalEntry[];
}

export interface MemberDashboard {
  amounts: MemberBonusAmounts;
  globalProfitQualified?: boolean;
  rank?: RankBadgeRank | null;
  /** The incentive of the member's rank, e.g. "Smartphone". */
  currentIncentive?: string | null;
  claims: readonly ClaimedIncentive[];
}

export interface MemberStore {
  store_name: string;
  store_address: string;
  store_state: string;
  store_phone: string;
  stockist_package_name?: string | null;
  stockist_status?: string | null;
  stockist_created_at?: string | null;
}

export interface MemberStockistRecord {
  packageName: string | null;
  rebatePercent: number | null;
  rebateBonus: number | null;
  stock: readonly StockItem[];
  purchases: readonly PurchaseOrder[];
  rebateEarnings: readonly RebateEarning[];
}

export interface MemberEligibility {
  profitPool: boolean;
  globalProfit: boolean;
  equilibrium: boolean | undefined;
  loyalty: boolean | undefined;
}

/**
 * 03 Members list: profit pool when package_id is 6; global profit when rank_id is 5 or higher;
 * equilibrium bonus with at least 2 direct downlines; loyalty bonus when the upline has at least 2.
 */
export function memberEligibility(
  member: Pick<MemberDetail, 'package_id' | 'rank_id'>,
  directDownlines?: number,
  uplineDirectDownlines?: number,
): MemberEligibility {
  return {
    profitPool: member.package_id === 6,
    globalProfit: (member.rank_id ?? 0) >= 5,
    equilibrium: directDownlines === undefined ? undefined : directDownlines >= 2,
    loyalty: uplineDirectDownlines === undefined ? undefined : uplineDirectDownlines >= 2,
  };
}

function EligibilityBadge({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <Badge tone="neutral">Unknown</Badge>;
  return value ? <Badge tone="success">{ELIGIBLE}</Badge> : <Badge tone="neutral">{NOT_ELIGIBLE}</Badge>;
}

const genderLabel = (gender: string | null | undefined) =>
  gender ? gender.charAt(0).toUpperCase() + gender.slice(1) : 'Not given';

export function MemberDetailTabsProfile({
  member,
  upline,
  eligibility,
}: {
  member: MemberDetail;
  upline: UplineCardData | null | undefined;
  eligibility: MemberEligibility;
}) {
  return (
    <StyledPanelGrid>
      <StyledPanel>
        <ProfileCard
          title="Profile"
          profile={{
            name: `${member.first_name} ${member.last_name}`,
            username: member.username,
            packageName: member.package_name ?? null,
            rank: member.rank_name ?? null,
            email: member.email,
            phone: member.phone,
            address: member.address ?? null,
            photoUrl: member.photoUrl ?? null,
          }}
        />
        <Card title="More details">
          <StyledFactList>
            <dt>Gender</dt>
            <dd>{genderLabel(member.gender)}</dd>
            <dt>Profit pool</dt>
            <dd>
              <EligibilityBadge value={eligibility.profitPool} />
            </dd>
            <dt>Global profit</dt>
            <dd>
              <EligibilityBadge value={eligibility.globalProfit} />
            </dd>
            <dt>Equilibrium bonus</dt>
            <dd>
              <EligibilityBadge value={eligibility.equilibrium} />
            </dd>
            <dt>Loyalty bonus</dt>
            <dd>
              <EligibilityBadge value={eligibility.loyalty} />
            </dd>
          </StyledFactList>
        </Card>
      </StyledPanel>
      <UplineCard title="Upline" upline={upline} loading={upline === undefined} />
    </StyledPanelGrid>
  );
}
