import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { GlobalProfitCard } from '../GlobalProfitCard/GlobalProfitCard';
import { NairaAmount, type NairaLocale } from '../NairaAmount/NairaAmount';
import { PvValue } from '../PvValue/PvValue';
import { StatCard } from '../StatCard/StatCard';
import { StatIconBox, StatIconMoney, StatIconPoints, StatIconWallet } from '../StatCard/StatCardIcons';
import { StyledBonusGrid, StyledBonusGridCards, StyledBonusGridPackage } from './BonusGrid.styles';

/**
 * The member dashboard's figures (docs/screens/member.md#dashboard), in naira as the API sends them. Names
 * follow the API (bonus-stats, referral-bonus, placement-bonus, global-profit, total-bonus).
 */
export interface MemberBonusAmounts {
  referral_bonus: number;
  placement_bonus: number;
  matching_bonus: number;
  repurchase_bonus: number;
  unilevel_bonus: number;
  upgrade_bonus: number;
  award_bonus: number;
  /** The signee (stockist referral) bonus. */
  stockist_ref_bonus: number;
  /** Total wallet earned: every bonus credited to the member. */
  total_bonus: number;
  global_profit: number;
  /** Cumulated point value (CPV). */
  total_pv: number;
  /** Naira per PV (settings unit_point_value): "1 PV = ₦…". */
  unit_point_value: number;
}

export interface BonusGridProps {
  /** Undefined while loading. */
  amounts?: MemberBonusAmounts | undefined;
  /** Global profit badge: "Qualified" or "Not Qualified". */
  globalProfitQualified?: boolean;
  /** Registration package name, shown with an "Activated" tag. Omit to leave the card out. */
  packageName?: string | null | undefined;
  loading?: boolean;
  /** A failed load: shown instead of the cards (e.g. "An error occurred"). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Accessible name of the section. */
  title?: string;
  locale?: NairaLocale;
  /**
   * The dashboard's breakdown: smaller cards, the bonuses with an amount first and those still
   * at ₦0.00 after them, muted (docs/screens/member.md#dashboard).
   */
  compact?: boolean;
}

/** Referral plus placement, added in kobo so float noise never shows. */
const referralTotal = (amounts: MemberBonusAmounts) =>
  Math.round(amounts.referral_bonus * 100 + amounts.placement_bonus * 100) / 100;

/** Every card of the member dashboard: package, bonuses, total wallet earned, global profit, CPV, PV rate. */
export function BonusGrid({
  amounts,
  globalProfitQualified = false,
  packageName,
  loading = false,
  error,
  onRetry,
  title = 'Bonuses',
  locale,
  compact = false,
}: BonusGridProps) {
  if (error) {
    return (
      <StyledBonusGrid aria-label={title}>
        <Alert tone="danger" title="We could not load your bonuses">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledBonusGrid>
    );
  }

  const busy = loading || !amounts;
  const naira = (pick: (a: MemberBonusAmounts) => number) => (
    <NairaAmount value={amounts ? pick(amounts) : null} locale={locale} />
  );
  const size = compact ? 'compact' : 'default';
  const isZero = (pick: (a: MemberBonusAmounts) => number) => compact && !!amounts && pick(amounts) === 0;
  const money = (label: string, pick: (a: MemberBonusAmounts) => number, hint?: ReactNode) => ({
    zero: isZero(pick),
    card: (
      <StatCard
        key={label}
        label={label}
        icon={<StatIconMoney />}
        loading={busy}
        value={naira(pick)}
        hint={hint}
        size={size}
        muted={isZero(pick)}
      />
    ),
  });
  const bonuses = [
    money(
      'Referral bonus',
      referralTotal,
      amounts ? (
        <>
          Referral <NairaAmount value={amounts.referral_bonus} locale={locale} /> + placement{' '}
          <NairaAmount value={amounts.placement_bonus} locale={locale} />
        </>
      ) : null,
    ),
    money('Matching bonus', (a) => a.matching_bonus),
    money('Repurchase bonus', (a) => a.repurchase_bonus),
    money('Unilevel bonus', (a) => a.unilevel_bonus),
    money('Upgrade bonus', (a) => a.upgrade_bonus),
    money('Award bonus', (a) => a.award_bonus),
    money('Signee bonus', (a) => a.stockist_ref_bonus, 'Stockist referral'),
  ];
  // Compact: the bonuses with an amount lead; those at ₦0.00 follow in their usual order.
  const ordered = compact ? [...bonuses.filter((b) => !b.zero), ...bonuses.filter((b) => b.zero)] : bonuses;

  return (
    <StyledBonusGrid aria-label={title} aria-busy={busy || undefined}>
      <StyledBonusGridCards data-compact={compact ? 'true' : undefined}>
        {packageName !== undefined ? (
          <StatCard
            label="Registration package"
            icon={<StatIconBox />}
            loading={loading}
            size={size}
            value={
              <StyledBonusGridPackage>
                {packageName || '—'}
                {packageName ? <Badge tone="success">Activated</Badge> : null}
              </StyledBonusGridPackage>
            }
          />
        ) : null}
        {ordered.map((bonus) => bonus.card)}
        <StatCard
          label="Total wallet earned"
          icon={<StatIconWallet />}
          tone="brand"
          loading={busy}
          value={naira((a) => a.total_bonus)}
          size={size}
        />
        <GlobalProfitCard
          amount={amounts?.global_profit}
          qualified={globalProfitQualified}
          loading={busy}
          locale={locale}
          size={size}
          muted={isZero((a) => a.global_profit)}
        />
        <StatCard
          label="Cumulated point value (CPV)"
          icon={<StatIconPoints />}
          loading={busy}
          value={<PvValue value={amounts?.total_pv} />}
          size={size}
        />
        <StatCard
          label="Point value rate"
          icon={<StatIconPoints />}
          loading={busy}
          value={<>1 PV = {naira((a) => a.unit_point_value)}</>}
          size={size}
        />
      </StyledBonusGridCards>
    </StyledBonusGrid>
  );
}
