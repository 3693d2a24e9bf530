import { formatNaira, type BonusKind, type ForfeitReason } from '@kola/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { earningKindLabel } from '../EarningsChart/earningKinds';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StyledStatCardSkeleton } from '../StatCard/StatCard.styles';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledUnpaidEarnings,
  StyledUnpaidGroup,
  StyledUnpaidGroupAction,
  StyledUnpaidGroupHead,
  StyledUnpaidGroupWhy,
  StyledUnpaidList,
  StyledUnpaidTotal,
} from './UnpaidEarnings.styles';

/** One group of GET /bonuses/{uuid}/unpaid (naira). */
export interface UnpaidGroup {
  kind: BonusKind;
  reason: ForfeitReason;
  count: number;
  amount: number;
  generations: number[];
  paid_generations: number | null;
  upgrade_package: { id: number; name: string } | null;
}

/** GET /bonuses/{uuid}/unpaid. */
export interface UnpaidEarningsData {
  total: number;
  package_name: string | null;
  groups: UnpaidGroup[];
}

export interface UnpaidEarningsProps {
  /** Undefined while loading. */
  unpaid?: UnpaidEarningsData | undefined;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The action under a group an upgrade would have paid, e.g. a link to the upgrade. */
  upgradeAction?: (upgrade: { id: number; name: string }) => ReactNode;
}

/** "generation 3", "generations 3 and 4", "generations 3 to 5", "generations 3, 5 and 7". */
export function generationsText(generations: readonly number[]): string {
  if (generations.length === 1) return `generation ${generations[0]}`;
  const first = generations[0]!;
  const last = generations[generations.length - 1]!;
  if (generations.length > 2 && last - first === generations.length - 1)
    return `generations ${first} to ${last}`;
  return `generations ${generations.slice(0, -1).join(', ')} and ${last}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a group went unpaid, in the member's words (docs/money-and-ledger.md#forfeited-lines): "Your
 * Starter package pays 2 generations of the referral bonus: ₦2,625.00 from generations 3 and 4
 * went unpaid. Upgrade to Bronze to earn it."
 */
export function unpaidReason(group: UnpaidGroup, packageName: string | null): string {
  const bonus = earningKindLabel(group.kind).toLowerCase();
  const amount = formatNaira(group.amount);
  switch (group.reason) {
    case 'setting_zero': {
      if (group.generations.length === 0) {
        return `The ${bonus} was set to 0% when ${plural(group.count, 'line was', 'lines were')} due, so nothing was paid.`;
      }
      const from = generationsText(group.generations);
      if (group.upgrade_package) {
        const yours = packageName ? `Your ${packageName} package` : 'Your package';
        const pays =
          group.paid_generations !== null
            ? `${yours} pays ${plural(group.paid_generations, 'generation', 'generations')} of the ${bonus}`
            : `${yours} does not pay every generation of the ${bonus}`;
        return `${pays}: ${amount} from ${from} went unpaid. Upgrade to ${group.upgrade_package.name} to earn it.`;
      }
      if (group.amount > 0) {
        return `Your package at the time did not pay ${from} of the ${bonus}: ${amount} went unpaid. Your package pays it now.`;
      }
      return `No package pays ${from} of the ${bonus}.`;
    }
    case 'recipient_inactive':
      return `${amount} of ${bonus} came while your account was not active, so it was not paid.`;
    case 'cap_reached':
      return `${amount} of ${bonus} was above your package's cap for one run, so it was not paid.`;
    case 'not_eligible':
      return `You did not qualify for the ${bonus} when it was due (${plural(group.count, 'time', 'times')}).`;
    case 'below_one_kobo':
      return `${plural(group.count, 'line', 'lines')} of ${bonus} came to less than one kobo.`;
    case 'no_recipient':
      return `${amount} of ${bonus} had nobody to be paid to.`;
  }
}

/**
 * What went unpaid and why (docs/screens/member.md#dashboard): the member's forfeited lines grouped
 * by bonus and reason, largest first, each with the upgrade that would have paid it.
 */
export function UnpaidEarnings({
  unpaid,
  loading = false,
  error,
  onRetry,
  upgradeAction,
}: UnpaidEarningsProps) {
  if (error) {
    return (
      <Alert tone="danger" title="We could not load what went unpaid">
        {error}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (loading || !unpaid) {
    return (
      <StyledUnpaidEarnings aria-busy="true">
        <StyledStatCardSkeleton aria-hidden="true" $width="50%" />
        <StyledStatCardSkeleton aria-hidden="true" $width="100%" />
        <StyledVisuallyHidden>Loading what went unpaid</StyledVisuallyHidden>
      </StyledUnpaidEarnings>
    );
  }
  if (unpaid.groups.length === 0) {
    return <EmptyState text="Nothing went unpaid: every bonus you were due was paid." />;
  }
  return (
    <StyledUnpaidEarnings>
      <StyledUnpaidTotal>
        <strong>
          <NairaAmount value={unpaid.total} />
        </strong>{' '}
        went unpaid so far.
      </StyledUnpaidTotal>
      <StyledUnpaidList>
        {unpaid.groups.map((group) => (
          <StyledUnpaidGroup key={`${group.kind}:${group.reason}`}>
            <StyledUnpaidGroupHead>
              <span>{earningKindLabel(group.kind)}</span>
              <strong>
                <NairaAmount value={group.amount} />
              </strong>
            </StyledUnpaidGroupHead>
            <StyledUnpaidGroupWhy>{unpaidReason(group, unpaid.package_name)}</StyledUnpaidGroupWhy>
            {group.upgrade_package && upgradeAction ? (
              <StyledUnpaidGroupAction>{upgradeAction(group.upgrade_package)}</StyledUnpaidGroupAction>
            ) : null}
          </StyledUnpaidGroup>
        ))}
      </StyledUnpaidList>
    </StyledUnpaidEarnings>
  );
}
