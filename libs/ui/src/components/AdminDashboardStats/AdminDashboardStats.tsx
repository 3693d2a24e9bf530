import { useId, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { PvValue } from '../PvValue/PvValue';
import { StatCard } from '../StatCard/StatCard';
import { StatIconBox, StatIconMoney, StatIconPoints, StatIconUsers } from '../StatCard/StatCardIcons';
import {
  StyledAdminDashboardStats,
  StyledAdminDashboardStatsCards,
  StyledAdminDashboardStatsGroup,
  StyledAdminDashboardStatsTitle,
} from './AdminDashboardStats.styles';

/** GET /users/total-registrations (RegistrationTotals), plus the optional total registration PV. */
export interface AdminRegistrationTotals {
  count: number;
  amount: number;
  /** GET /users/total-registration-pv. */
  pv?: number | undefined;
}

/** GET /purchases/pickup-stats (PickupStats): member orders by pickup type; purchase = repurchase. */
export interface AdminPickupStats {
  registration_count: number;
  upgrade_count: number;
  purchase_count: number;
  registration_amount: number;
  purchase_amount: number;
  upgrade_amount: number;
}

/** GET /bonuses/bonus-stats (BonusAdminStats). */
export interface AdminBonusStats {
  matching_bonus_sum: number;
  repurchase_bonus_sum: number;
  unilevel_bonus_sum: number;
  repurchase_bonus_count: number;
}

export interface AdminDashboardStatsProps {
  /** Each group loads on its own: undefined shows that group's skeletons. */
  registrations?: AdminRegistrationTotals | undefined;
  pickups?: AdminPickupStats | undefined;
  bonuses?: AdminBonusStats | undefined;
  /** Skeletons everywhere. */
  loading?: boolean;
  /** A failed load, shown above the groups (e.g. "An error occurred"). */
  error?: ReactNode;
  onRetry?: () => void;
}

const countFormatter = new Intl.NumberFormat('en-US');
const count = (value: number | undefined) => (value === undefined ? null : countFormatter.format(value));
const plural = (value: number, one: string, many: string) =>
  `${countFormatter.format(value)} ${value === 1 ? one : many}`;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledAdminDashboardStatsGroup aria-labelledby={titleId}>
      <StyledAdminDashboardStatsTitle id={titleId}>{title}</StyledAdminDashboardStatsTitle>
      <StyledAdminDashboardStatsCards>{children}</StyledAdminDashboardStatsCards>
    </StyledAdminDashboardStatsGroup>
  );
}

/**
 * The admin dashboard's figures (docs/screens/back-office.md#dashboard): registrations, pick-up stats and
 * bonus stats.
 */
export function AdminDashboardStats({
  registrations,
  pickups,
  bonuses,
  loading = false,
  error,
  onRetry,
}: AdminDashboardStatsProps) {
  const regBusy = loading || !registrations;
  const pickBusy = loading || !pickups;
  const bonusBusy = loading || !bonuses;

  const pickup = (label: string, amount: number | undefined, orders: number | undefined) => (
    <StatCard
      label={label}
      icon={<StatIconBox />}
      loading={pickBusy}
      value={<NairaAmount value={amount} />}
      hint={orders === undefined ? null : plural(orders, 'order', 'orders')}
    />
  );

  return (
    <StyledAdminDashboardStats>
      {error ? (
        <Alert tone="danger" title="Some figures could not be loaded">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Group title="Registrations">
        <StatCard
          label="Total registrations"
          icon={<StatIconUsers />}
          loading={regBusy}
          value={count(registrations?.count)}
        />
        <StatCard
          label="Registration amount"
          icon={<StatIconMoney />}
          loading={regBusy}
          value={<NairaAmount value={registrations?.amount} />}
        />
        {registrations?.pv !== undefined || regBusy ? (
          <StatCard
            label="Registration PV"
            icon={<StatIconPoints />}
            loading={regBusy}
            value={<PvValue value={registrations?.pv} />}
          />
        ) : null}
      </Group>
      <Group title="Pick-up stats">
        {pickup('Registration pick-ups', pickups?.registration_amount, pickups?.registration_count)}
        {pickup('Upgrade pick-ups', pickups?.upgrade_amount, pickups?.upgrade_count)}
        {pickup('Purchase pick-ups', pickups?.purchase_amount, pickups?.purchase_count)}
      </Group>
      <Group title="Bonus stats">
        <StatCard
          label="Matching bonus"
          icon={<StatIconMoney />}
          loading={bonusBusy}
          value={<NairaAmount value={bonuses?.matching_bonus_sum} />}
        />
        <StatCard
          label="Repurchase bonus"
          icon={<StatIconMoney />}
          loading={bonusBusy}
          value={<NairaAmount value={bonuses?.repurchase_bonus_sum} />}
        />
        <StatCard
          label="Unilevel bonus"
          icon={<StatIconMoney />}
          loading={bonusBusy}
          value={<NairaAmount value={bonuses?.unilevel_bonus_sum} />}
        />
        <StatCard
          label="Repurchase count"
          icon={<StatIconBox />}
          loading={bonusBusy}
          value={count(bonuses?.repurchase_bonus_count)}
        />
      </Group>
    </StyledAdminDashboardStats>
  );
}
