import { formatKobo, formatNaira, nairaToKobo } from '@kola/domain';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { StyledWalletBalance, StyledWalletPay, StyledWalletReason } from './PayWithWalletButton.styles';

export interface PayWithWalletButtonProps {
  /** Naira to pay. */
  price: number;
  /** Naira in the wallet. */
  walletBalance: number;
  /** PATCH /withdrawals/pay-with-wallet; runs after the member confirms. The dialog stays open while it runs. */
  onPay: () => Promise<unknown> | void;
  paying?: boolean;
  disabled?: boolean;
  label?: string;
  /** What is being paid for, e.g. "the upgrade to Gold". */
  purpose?: string;
  /**
   * Called when the button is pressed, before the confirmation opens: false keeps it closed (the caller
   * shows why, e.g. an empty cart).
   */
  onOpenRequest?: () => boolean;
}

/**
 * "Pay with Wallet": shows the wallet balance, is disabled with the reason when the balance is
 * below the price, and asks for confirmation before paying.
 */
export function PayWithWalletButton({
  price,
  walletBalance,
  onPay,
  paying = false,
  disabled = false,
  label = 'Pay with Wallet',
  purpose,
  onOpenRequest,
}: PayWithWalletButtonProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  // Compared and subtracted in kobo, never in floating naira.
  const priceKobo = nairaToKobo(price);
  const balanceKobo = nairaToKobo(walletBalance);
  const shortfall = balanceKobo < priceKobo;
  const after = balanceKobo - priceKobo;

  return (
    <StyledWalletPay>
      <StyledWalletBalance>
        Wallet balance: <strong>{formatNaira(walletBalance)}</strong>
      </StyledWalletBalance>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (next && onOpenRequest && !onOpenRequest()) return;
          setOpen(next);
        }}
        title={label}
        message={`Pay ${formatNaira(price)}${purpose ? ` for ${purpose}` : ''} from your wallet? Your balance will be ${formatKobo(
          Math.max(0, after),
        )}.`}
        confirmLabel={`Pay ${formatNaira(price)}`}
        onConfirm={onPay}
        loading={paying}
        trigger={
          <Button
            variant="secondary"
            loading={paying}
            disabled={disabled || shortfall}
            aria-describedby={shortfall ? reasonId : undefined}
          >
            {label}
          </Button>
        }
      />
      {shortfall ? (
        <StyledWalletReason id={reasonId}>
          Your wallet balance is {formatKobo(priceKobo - balanceKobo)} short of {formatNaira(price)}.
        </StyledWalletReason>
      ) : null}
    </StyledWalletPay>
  );
}
