import { Alert } from '../Alert/Alert';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconBox, StatIconMoney, StatIconWallet } from '../StatCard/StatCardIcons';
import { StyledSummaryGrid } from './StockistRecordSummary.styles';

export interface StockistRecordSummaryProps {
  /** Stockist stats (GET /stockists/{id}/stats): package. */
  packageName: string | null | undefined;
  /** rebate: the package's sales bonus percentage. */
  rebatePercent: number | null | undefined;
  /** rebate_bonus: the rebate wallet, in naira. */
  rebateBonus: number | null | undefined;
  loading?: boolean;
  error?: string | null;
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The stockist record's cards: stockist package, rebate percentage and rebate wallet. */
export function StockistRecordSummary({
  packageName,
  rebatePercent,
  rebateBonus,
  loading = false,
  error,
}: StockistRecordSummaryProps) {
  if (error) return <Alert tone="danger">{error}</Alert>;
  return (
    <StyledSummaryGrid>
      <StatCard
        label="Stockist package"
        icon={<StatIconBox />}
        loading={loading}
        value={packageName || '—'}
      />
      <StatCard
        label="Rebate"
        icon={<StatIconMoney />}
        loading={loading}
        value={
          rebatePercent === null || rebatePercent === undefined
            ? '—'
            : `${percentFormat.format(rebatePercent)}%`
        }
        hint="Of the price of every order you fulfil"
      />
      <StatCard
        label="Rebate wallet"
        icon={<StatIconWallet />}
        tone="brand"
        loading={loading}
        value={<NairaAmount value={rebateBonus} />}
      />
    </StyledSummaryGrid>
  );
}
