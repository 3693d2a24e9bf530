import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { StatCard } from '../StatCard/StatCard';
import { StatIconMoney, StatIconWallet } from '../StatCard/StatCardIcons';
import { StyledAdminWalletCards, StyledAdminWalletCardsGrid } from './AdminWalletCards.styles';

/** GET /bonuses/company-wallet-balance (BonusCompanyWallet), in naira. */
export interface AdminCompanyWallet {
  /** Everything credited to member wallets. */
  total_company_wallet: number;
  /** Withdrawals not credited back. */
  total_withdrawals: number;
  /** The member wallet balances summed. */
  wallet_balance: number;
}

export interface AdminWalletCardsProps {
  /** Undefined while loading. */
  wallet?: AdminCompanyWallet | undefined;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Accessible name of the section. */
  title?: string;
}

/**
 * The admin wallet page (docs/screens/back-office.md#company-wallet): total company wallet, total
 * withdrawals, wallet balance.
 */
export function AdminWalletCards({
  wallet,
  loading = false,
  error,
  onRetry,
  title = 'Company wallet',
}: AdminWalletCardsProps) {
  if (error) {
    return (
      <StyledAdminWalletCards aria-label={title}>
        <Alert tone="danger" title="We could not load the company wallet">
          {error}{' '}
          {onRetry ? (
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      </StyledAdminWalletCards>
    );
  }
  const busy = loading || !wallet;
  return (
    <StyledAdminWalletCards aria-label={title} aria-busy={busy || undefined}>
      <StyledAdminWalletCardsGrid>
        <StatCard
          label="Total company wallet"
          icon={<StatIconMoney />}
          loading={busy}
          value={<NairaAmount value={wallet?.total_company_wallet} size="xl" />}
        />
        <StatCard
          label="Total withdrawals"
          icon={<StatIconWallet />}
          loading={busy}
          value={<NairaAmount value={wallet?.total_withdrawals} size="xl" />}
        />
        <StatCard
          label="Wallet balance"
          icon={<StatIconWallet />}
          tone="brand"
          loading={busy}
          value={<NairaAmount value={wallet?.wallet_balance} size="xl" />}
          hint="Held for members"
        />
      </StyledAdminWalletCardsGrid>
    </StyledAdminWalletCards>
  );
}
