import { formatNaira, nairaToKobo } from '@kola/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { PICKUP_TYPE_LABELS, type PickupType } from '../PickupTypeSelect/PickupTypeSelect';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledAllowanceAmount,
  StyledAllowanceBar,
  StyledAllowanceGrid,
  StyledAllowanceName,
  StyledAllowanceNote,
  StyledAllowanceStack,
  StyledAllowanceTile,
} from './PickupAllowanceSummary.styles';

export const ALLOWANCE_LOAD_ERROR = 'We could not load your pickup allowance';
export const NO_ALLOWANCE_LEFT_TEXT =
  'You have no pickup allowance left. Choose Repurchase pickup to buy products by card or from your wallet.';
export const NO_UPGRADE_ALLOWANCE_TEXT = 'Upgrading your package adds an upgrade pickup allowance.';
export const REPURCHASE_NOTE = 'No limit: pay by card or from your wallet.';

/** One allowance as a balance, in naira (docs/pickups-and-stockists.md#pickup-allowance). */
export interface PickupAllowance {
  allowance: number;
  used: number;
  remaining: number;
}

export interface PickupAllowances {
  registration_pickup: PickupAllowance;
  upgrade_pickup: PickupAllowance;
}

export interface PickupAllowanceSummaryProps {
  allowances: PickupAllowances | null | undefined;
  /** The pick-up type chosen in the cart: its tile is highlighted. */
  selected?: PickupType | '';
  loading?: boolean;
  /** Why the allowances could not be read (the server still checks every order). */
  error?: ReactNode;
  onRetry?: () => void;
  title?: string;
}

function AllowanceTile({
  type,
  allowance,
  selected,
}: {
  type: 'registration_pickup' | 'upgrade_pickup';
  allowance: PickupAllowance;
  selected: boolean;
}) {
  const label = PICKUP_TYPE_LABELS[type];
  const none = nairaToKobo(allowance.allowance) === 0;
  return (
    <StyledAllowanceTile aria-label={label} data-selected={selected ? 'true' : undefined}>
      <StyledAllowanceName>{label}</StyledAllowanceName>
      <StyledAllowanceAmount>{formatNaira(allowance.remaining)}</StyledAllowanceAmount>
      <StyledAllowanceNote>
        {none && type === 'upgrade_pickup'
          ? NO_UPGRADE_ALLOWANCE_TEXT
          : `left of ${formatNaira(allowance.allowance)} (${formatNaira(allowance.used)} used)`}
      </StyledAllowanceNote>
      <StyledAllowanceBar aria-hidden="true" $share={none ? 0 : allowance.remaining / allowance.allowance}>
        <span />
      </StyledAllowanceBar>
    </StyledAllowanceTile>
  );
}

/**
 * What remains of the member's registration and upgrade pickup allowances (products to collect for free),
 * next to the repurchase pick-up that has no limit. The chosen type is highlighted.
 */
export function PickupAllowanceSummary({
  allowances,
  selected = '',
  loading = false,
  error,
  onRetry,
  title = 'Your pickup allowance',
}: PickupAllowanceSummaryProps) {
  let body: ReactNode;
  if (loading) {
    body = <Spinner label="Loading your pickup allowance" />;
  } else if (error || !allowances) {
    body = (
      <Alert tone="danger" title={ALLOWANCE_LOAD_ERROR}>
        {error ?? null}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else {
    const nothingLeft =
      nairaToKobo(allowances.registration_pickup.remaining) === 0 &&
      nairaToKobo(allowances.upgrade_pickup.remaining) === 0;
    body = (
      <StyledAllowanceStack>
        <StyledAllowanceGrid>
          <AllowanceTile
            type="registration_pickup"
            allowance={allowances.registration_pickup}
            selected={selected === 'registration_pickup'}
          />
          <AllowanceTile
            type="upgrade_pickup"
            allowance={allowances.upgrade_pickup}
            selected={selected === 'upgrade_pickup'}
          />
          <StyledAllowanceTile
            aria-label={PICKUP_TYPE_LABELS.repurchase_pickup}
            data-selected={selected === 'repurchase_pickup' ? 'true' : undefined}
          >
            <StyledAllowanceName>{PICKUP_TYPE_LABELS.repurchase_pickup}</StyledAllowanceName>
            <StyledAllowanceAmount>Paid</StyledAllowanceAmount>
            <StyledAllowanceNote>{REPURCHASE_NOTE}</StyledAllowanceNote>
          </StyledAllowanceTile>
        </StyledAllowanceGrid>
        {nothingLeft ? <Alert tone="info">{NO_ALLOWANCE_LEFT_TEXT}</Alert> : null}
      </StyledAllowanceStack>
    );
  }
  return (
    <Card title={title}>
      <div aria-busy={loading}>{body}</div>
    </Card>
  );
}
