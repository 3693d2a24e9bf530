import { formatNaira } from '@kola/domain';
import { Badge } from '../Badge/Badge';
import { BonusGrid, type MemberBonusAmounts } from '../BonusGrid/BonusGrid';
import { Card } from '../Card/Card';
import {
  ClaimedIncentivesTable,
  type ClaimedIncentive,
} from '../ClaimedIncentivesTable/ClaimedIncentivesTable';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProcessedOrders, type ProcessedOrder } from '../ProcessedOrders/ProcessedOrders';
import { ProfileCard } from '../ProfileCard/ProfileCard';
import { PurchaseHistory, type PurchaseOrder } from '../PurchaseHistory/PurchaseHistory';
import { formatMonth, formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { RankBadge, type RankBadgeRank } from '../RankBadge/RankBadge';
import { ELIGIBLE, NOT_ELIGIBLE } from '../RankEditModal/RankEditModalTexts';
import { RebateEarnings, type RebateEarning } from '../RebateEarnings/RebateEarnings';
import { Spinner } from '../Spinner/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StockistRecordSummary } from '../StockistRecordSummary/StockistRecordSummary';
import { StockRecord, type StockItem } from '../StockRecord/StockRecord';
import { StorePreview } from '../StorePreview/StorePreview';
import { UplineCard, type UplineCardData } from '../UplineCard/UplineCard';
import { WalletSummary, type WalletSummaryAmounts } from '../WalletSummary/WalletSummary';
import type { BankTransferValues } from './MemberDetailTabsForms';
import { LazyMemberDetailTabsTransfer, LazyPanel } from './MemberDetailTabsLazy';
import {
  StyledBalance,
  StyledFactList,
  StyledPanel,
  StyledPanelGrid,
  StyledPanelHeading,
} from './MemberDetailTabs.styles';

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

const loadingPanel = (label: string) => <Spinner label={label} />;

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

export function MemberDetailTabsWallet({
  wallet,
  active,
  onBankTransfer,
}: {
  wallet: MemberWallet | undefined;
  active: boolean;
  onBankTransfer?: ((values: BankTransferValues) => Promise<unknown> | void) | undefined;
}) {
  if (!wallet) return loadingPanel('Loading wallet');
  const withdrawn = wallet.withdrawals.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0) / 100;
  const profitColumns: DataTableColumn<GlobalProfitEntry>[] = [
    {
      id: 'month',
      header: 'Received month',
      cell: (entry) =>
        entry.period && entry.period.length === 4 ? entry.period : formatMonth(entry.created_at),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (entry) => formatNaira(entry.profit) },
    { id: 'date', header: 'Date', cell: (entry) => formatOrderDate(entry.created_at) },
  ];
  const withdrawalColumns: DataTableColumn<WithdrawalEntry>[] = [
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (entry) => formatNaira(entry.amount),
      total: formatNaira(withdrawn),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => <StatusBadge status={entry.status} />,
      csvValue: (entry) => entry.status,
    },
    { id: 'date', header: 'Date', cell: (entry) => formatOrderDate(entry.created_at) },
  ];
  return (
    <StyledPanel>
      <WalletSummary amounts={wallet.amounts} layout="columns" title="Wallet summary" />
      {wallet.availableBalance !== undefined && wallet.availableBalance !== null ? (
        <StyledBalance>
          Available balance: <strong>{formatNaira(wallet.availableBalance)}</strong>
        </StyledBalance>
      ) : null}
      <StyledPanelHeading>Global profit sharing</StyledPanelHeading>
      <DataTable
        caption="Global profit sharing"
        columns={profitColumns}
        rows={wallet.globalProfits}
        emptyText={NO_GLOBAL_PROFITS}
      />
      <StyledPanelHeading>Withdrawal history</StyledPanelHeading>
      <DataTable
        caption="Withdrawal history"
        columns={withdrawalColumns}
        rows={wallet.withdrawals}
        rowKey={(entry) => entry.id}
        emptyText={NO_WITHDRAWALS}
      />
      {active && onBankTransfer ? (
        <LazyPanel label="Loading bank transfer">
          <LazyMemberDetailTabsTransfer onSubmit={onBankTransfer} />
        </LazyPanel>
      ) : null}
    </StyledPanel>
  );
}

export function MemberDetailTabsDashboard({
  dashboard,
  packageName,
}: {
  dashboard: MemberDashboard | undefined;
  packageName: string | null | undefined;
}) {
  if (!dashboard) return loadingPanel('Loading dashboard');
  return (
    <StyledPanel>
      <StyledPanelGrid>
        <Card title="Rank">
          <RankBadge rank={dashboard.rank ?? null} />
        </Card>
        <Card title="Current incentive">{dashboard.currentIncentive || 'No incentive yet'}</Card>
      </StyledPanelGrid>
      <BonusGrid
        amounts={dashboard.amounts}
        packageName={packageName ?? null}
        globalProfitQualified={dashboard.globalProfitQualified ?? false}
        title="Member bonuses"
      />
      <StyledPanelHeading>Claimed incentives</StyledPanelHeading>
      <ClaimedIncentivesTable claims={dashboard.claims} />
    </StyledPanel>
  );
}

export function MemberDetailTabsOrders({ orders }: { orders: readonly PurchaseOrder[] | undefined }) {
  return (
    <PurchaseHistory
      purchases={orders ?? []}
      loading={orders === undefined}
      showPaymentMode
      caption="Order history"
      emptyText={NO_ORDERS}
    />
  );
}

export function MemberDetailTabsStockistProfile({
  store,
  processedOrders,
}: {
  store: MemberStore | null | undefined;
  processedOrders: readonly ProcessedOrder[] | undefined;
}) {
  if (store === undefined) return loadingPanel('Loading stockist profile');
  return (
    <StyledPanel>
      {store ? (
        <StyledPanelGrid>
          <StorePreview
            title="Store"
            storeName={store.store_name}
            storeAddress={store.store_address}
            storeState={store.store_state}
            storePhone={store.store_phone}
            packageName={store.stockist_package_name ?? ''}
          />
          <Card title="Registration">
            <StyledFactList>
              <dt>Status</dt>
              <dd>{store.stockist_status ? <StatusBadge status={store.stockist_status} /> : '—'}</dd>
              <dt>Registered</dt>
              <dd>{formatOrderDate(store.stockist_created_at) || '—'}</dd>
            </StyledFactList>
          </Card>
        </StyledPanelGrid>
      ) : (
        <EmptyState text="This member has no store" />
      )}
      <StyledPanelHeading>Processed orders</StyledPanelHeading>
      <ProcessedOrders orders={processedOrders ?? []} loading={processedOrders === undefined} />
    </StyledPanel>
  );
}

export function MemberDetailTabsStockistRecord({ record }: { record: MemberStockistRecord | undefined }) {
  if (!record) return loadingPanel('Loading stockist record');
  return (
    <StyledPanel>
      <StockistRecordSummary
        packageName={record.packageName}
        rebatePercent={record.rebatePercent}
        rebateBonus={record.rebateBonus}
      />
      <StyledPanelHeading>Stock</StyledPanelHeading>
      <StockRecord stock={record.stock} />
      <StyledPanelHeading>Purchases</StyledPanelHeading>
      <PurchaseHistory purchases={record.purchases} variant="stockist" caption="Stock purchases" />
      <StyledPanelHeading>Rebate earnings</StyledPanelHeading>
      <RebateEarnings earnings={record.rebateEarnings} />
    </StyledPanel>
  );
}
