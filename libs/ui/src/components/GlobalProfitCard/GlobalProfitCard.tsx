import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { NairaAmount, type NairaLocale } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconGlobe } from '../StatCard/StatCardIcons';

export const QUALIFIED = 'Qualified';
export const NOT_QUALIFIED = 'Not Qualified';

export interface GlobalProfitCardProps {
  /** The member's global profit share in naira. */
  amount: number | null | undefined;
  /** Whether the member qualifies for global profit sharing (01 §4: rank 5 or higher). */
  qualified: boolean;
  loading?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  locale?: NairaLocale;
}

/** Global profit with a "Qualified" (green) or "Not Qualified" (red) badge (01 "Member dashboard"). */
export function GlobalProfitCard({
  amount,
  qualified,
  loading = false,
  label = 'Global profit',
  hint,
  locale,
}: GlobalProfitCardProps) {
  return (
    <StatCard
      label={label}
      icon={<StatIconGlobe />}
      loading={loading}
      value={<NairaAmount value={amount} locale={locale} />}
      aside={<Badge tone={qualified ? 'success' : 'danger'}>{qualified ? QUALIFIED : NOT_QUALIFIED}</Badge>}
      hint={hint}
    />
  );
}
