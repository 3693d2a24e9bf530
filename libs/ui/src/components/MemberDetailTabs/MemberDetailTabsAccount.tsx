import { formatNaira } from '@kola/domain';
import { BonusGrid } from '../BonusGrid/BonusGrid';
import { Card } from '../Card/Card';
import { ClaimedIncentivesTable } from '../ClaimedIncentivesTable/ClaimedIncentivesTable';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProcessedOrders, type ProcessedOrder } from '../ProcessedOrders/ProcessedOrders';
import { PurchaseHistory, type PurchaseOrder } from '../PurchaseHistory/PurchaseHistory';
import { formatMonth, formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { RankBadge } from '../RankBadge/RankBadge';
import { RebateEarnings } from '../RebateEarnings/RebateEarnings';
import { Spinner } from '../Spinner/Spinner';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { StockistRecordSummary } from '../StockistRecordSummary/StockistRecordSummary';
import { StockRecord } from '../StockRecord/StockRecord';
import { StorePreview } from '../StorePreview/StorePreview';
import { WalletSummary } from '../WalletSummary/WalletSummary';
import type { BankTransferValues } from './MemberDetailTabsForms';
import { LazyMemberDetailTabsTransfer, LazyPanel } from './MemberDetailTabsLazy';
import {
  StyledBalance,
  StyledFactList,
  StyledPanel,
  StyledPanelGrid,
  StyledPanelHeading,
} from './MemberDetailTabs.styles';
import {
  NO_GLOBAL_PROFITS,
  NO_ORDERS,
  NO_WITHDRAWALS,
  type GlobalProfitEntry,
  type MemberDashboard,
  type MemberStockistRecord,
  type MemberStore,
  type MemberWallet,
  type WithdrawalEntry,
} from './MemberDetailTabsPanels';

const loadingPanel = (label: string) => <Spinner label={label} />;

// The member detail's tabs after the first (wallet, dashboard, orders, the stockist's two), loaded
// when first opened (MemberDetailTabsLazy.tsx).

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
