import { checkPickupOrder, formatKobo, formatNaira, kobo, koboToNaira, nairaToKobo } from '@kola/domain';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { PickupTypeSelect, type PickupMode, type PickupType } from '../PickupTypeSelect/PickupTypeSelect';
import { PayWithWalletButton } from '../PayWithWalletButton/PayWithWalletButton';
import {
  StyledAllowanceMeter,
  StyledCart,
  StyledCartActions,
  StyledCartItem,
  StyledCartItemEnd,
  StyledCartItemMeta,
  StyledCartItemName,
  StyledCartList,
  StyledCartTotals,
  StyledPayMethods,
  StyledPaySection,
  StyledPayTitle,
} from './CartPanel.styles';

/**
 * The texts of docs/screens/stockist.md#validation and docs/screens/stockist.md#messages (spelling fixed as
 * docs/security.md#message-texts says).
 */
export const CART_MESSAGES = {
  emptyCart: 'There are no Items in your cart',
  noProducts: 'There are no selected products',
  quantityBelowOne: 'One of your selection has quantity less than 1',
  noOrderType: 'Order type not selected',
  overPickupAmount: 'Total selected product price is higher than pickup amount',
  overAllowance: "The selected items' total price is greater than the pickup amount",
} as const;

export interface CartLine {
  /** Product id. */
  id: number | string;
  name: string;
  /** Unit price in naira (the product's worth). */
  price: number;
  qty: number;
  /** PV per unit. */
  points?: number;
}

export interface CartTotals {
  totalQuantity: number;
  /** Naira, summed in kobo so no float noise creeps in. */
  totalPrice: number;
  totalPoints: number;
}

export interface CartSubmission extends CartTotals {
  pickupType: PickupType;
  lines: CartLine[];
}

export type CartPayMethod = 'card' | 'wallet';

/** Total quantity, price (naira, exact to the kobo) and PV of the cart. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let totalQuantity = 0;
  let totalKobo = 0;
  let totalPoints = 0;
  for (const line of lines) {
    const qty = Number.isFinite(line.qty) ? line.qty : 0;
    totalQuantity += qty;
    totalKobo += nairaToKobo(line.price) * qty;
    totalPoints += (line.points ?? 0) * qty;
  }
  return { totalQuantity, totalPrice: koboToNaira(totalKobo), totalPoints };
}

/** Types paid by card or wallet (no Submit Selection): repurchase for members, re-stock for stockists. */
export function isPaidPickup(mode: PickupMode, type: PickupType | ''): boolean {
  return mode === 'member' ? type === 'repurchase_pickup' : type === 're-stock';
}

/** Types limited by an allowance: registration and upgrade pick-ups, and a stockist's re-stock. */
export function hasPickupAllowance(mode: PickupMode, type: PickupType | ''): boolean {
  if (type === 'registration_pickup' || type === 'upgrade_pickup') return true;
  return mode === 'stockist' && type === 're-stock';
}

const hasBadQuantity = (lines: readonly CartLine[]) =>
  lines.some((line) => !Number.isInteger(line.qty) || line.qty < 1);

/**
 * The first rule of docs/screens/stockist.md#validation the cart breaks, or null. `action` is what the user
 * pressed: Submit Selection (no payment) or a pay button.
 */
export function validateCart({
  mode,
  action,
  lines,
  pickupType,
  pickupAmount,
}: {
  mode: PickupMode;
  action: 'submit' | 'pay';
  lines: readonly CartLine[];
  pickupType: PickupType | '';
  pickupAmount?: number | null | undefined;
}): string | null {
  if (lines.length === 0) {
    return mode === 'member' && action === 'submit' ? CART_MESSAGES.noProducts : CART_MESSAGES.emptyCart;
  }
  if (hasBadQuantity(lines)) return CART_MESSAGES.quantityBelowOne;
  if (!pickupType) return CART_MESSAGES.noOrderType;
  if (hasPickupAllowance(mode, pickupType) && pickupAmount !== null && pickupAmount !== undefined) {
    const check = checkPickupOrder({
      allowanceKobo: nairaToKobo(pickupAmount),
      consumedKobo: kobo(0),
      orderTotalKobo: nairaToKobo(cartTotals(lines).totalPrice),
    });
    if (!check.ok && check.reason === 'over_allowance') {
      return mode === 'stockist' && pickupType !== 'registration_pickup'
        ? CART_MESSAGES.overAllowance
        : CART_MESSAGES.overPickupAmount;
    }
  }
  return null;
}

export interface CartPanelProps {
  /** Member repurchase screen or stockist stock purchase screen (pick-up types and messages differ). */
  mode?: PickupMode;
  lines: CartLine[];
  /** '' = none chosen. */
  pickupType: PickupType | '';
  /** When given, the pick-up type select is shown inside the panel. */
  onPickupTypeChange?: (type: PickupType | '') => void;
  /**
   * What remains of the allowance of the chosen type in naira (registration/upgrade pick-up, stockist
   * re-stock); null or absent when unknown (nothing is checked here then, the server still checks).
   */
  pickupAmount?: number | null;
  /** The label of the allowance line, e.g. "Pickup amount left". */
  pickupAmountLabel?: string;
  /**
   * A condition outside the cart that every action needs, e.g. "Select the stockist where you will
   * collect": shown as a warning when an action is pressed with a valid cart, and nothing is called.
   */
  requirement?: string | null;
  /** Shown next to Pay with wallet (member repurchase). */
  walletBalance?: number | null;
  onRemove: (id: CartLine['id']) => void;
  /** Cancel Selection: the page empties the cart. */
  onCancel: () => void;
  /** Submit Selection for the types that need no payment; called only with a valid cart. */
  onSubmit: (submission: CartSubmission) => Promise<unknown> | void;
  /** Pay by the card provider; called only with a valid cart. */
  onPayWithCard?: (submission: CartSubmission) => Promise<unknown> | void;
  /** Pay from the wallet (members); called only with a valid cart. */
  onPayWithWallet?: (submission: CartSubmission) => Promise<unknown> | void;
  /** The page is sending the order or a payment: every action is disabled. */
  submitting?: boolean;
  /** The server's message after a failed call. */
  error?: string | null;
  title?: string;
}

/** The cart of the pick-up screens: lines, totals, the allowance line, submit/cancel and the pay section. */
export function CartPanel({
  mode = 'member',
  lines,
  pickupType,
  onPickupTypeChange,
  pickupAmount,
  pickupAmountLabel = 'Pickup amount',
  requirement,
  walletBalance,
  onRemove,
  onCancel,
  onSubmit,
  onPayWithCard,
  onPayWithWallet,
  submitting = false,
  error,
  title = 'Cart',
}: CartPanelProps) {
  const payTitleId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<'submit' | CartPayMethod | null>(null);
  const busy = submitting || pending !== null;

  // A warning belongs to the cart it was raised for: a changed cart, type or allowance clears it.
  const cartKey = `${lines.map((line) => `${line.id}:${line.qty}:${line.price}`).join('|')}/${pickupType}/${pickupAmount ?? ''}`;
  useEffect(() => {
    setMessage(null);
  }, [cartKey]);

  const totals = cartTotals(lines);
  const paid = isPaidPickup(mode, pickupType);
  const showAllowance =
    hasPickupAllowance(mode, pickupType) && pickupAmount !== null && pickupAmount !== undefined;
  const overAllowance = showAllowance && nairaToKobo(totals.totalPrice) > nairaToKobo(pickupAmount ?? 0);

  /** The first rule the cart (then the page's requirement) breaks is shown; true when the action may go. */
  const check = (action: 'submit' | CartPayMethod): boolean => {
    const problem =
      validateCart({
        mode,
        action: action === 'submit' ? 'submit' : 'pay',
        lines,
        pickupType,
        pickupAmount,
      }) ??
      (pickupType ? null : CART_MESSAGES.noOrderType) ??
      requirement ??
      null;
    setMessage(problem);
    return problem === null;
  };

  const run = async (
    action: 'submit' | CartPayMethod,
    callback: ((submission: CartSubmission) => Promise<unknown> | void) | undefined,
  ) => {
    if (!check(action) || !pickupType || !callback) return;
    setPending(action);
    try {
      await callback({ ...totals, pickupType, lines });
    } catch {
      // The page reports the failure through `error` or a toast.
    } finally {
      setPending(null);
    }
  };

  const remainingKobo = showAllowance ? nairaToKobo(pickupAmount ?? 0) - nairaToKobo(totals.totalPrice) : 0;
  const usedShare =
    showAllowance && (pickupAmount ?? 0) > 0
      ? Math.min(1, totals.totalPrice / (pickupAmount ?? 1))
      : overAllowance
        ? 1
        : 0;
  const walletKnown = mode === 'member' && walletBalance !== null && walletBalance !== undefined;

  return (
    <Card title={title}>
      <StyledCart>
        {onPickupTypeChange ? (
          <PickupTypeSelect mode={mode} value={pickupType} onChange={onPickupTypeChange} disabled={busy} />
        ) : null}

        {lines.length === 0 ? (
          <EmptyState text={CART_MESSAGES.emptyCart} />
        ) : (
          <StyledCartList aria-label="Items in your cart">
            {lines.map((line) => {
              const invalid = !Number.isInteger(line.qty) || line.qty < 1;
              return (
                <StyledCartItem key={line.id}>
                  <StyledCartItemName>{line.name}</StyledCartItemName>
                  <StyledCartItemMeta data-invalid={invalid ? 'true' : undefined}>
                    {line.qty} × {formatNaira(line.price)}
                  </StyledCartItemMeta>
                  <StyledCartItemEnd>
                    <span>{formatNaira(invalid ? 0 : koboToNaira(nairaToKobo(line.price) * line.qty))}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      aria-label={`Remove ${line.name}`}
                      onClick={() => onRemove(line.id)}
                    >
                      Remove
                    </Button>
                  </StyledCartItemEnd>
                </StyledCartItem>
              );
            })}
          </StyledCartList>
        )}

        <StyledCartTotals>
          <dt>Total quantity</dt>
          <dd>{totals.totalQuantity}</dd>
          <dt>Total price</dt>
          <dd data-over={overAllowance ? 'true' : undefined}>{formatNaira(totals.totalPrice)}</dd>
          {showAllowance ? (
            <>
              <dt>{pickupAmountLabel}</dt>
              <dd>{formatNaira(pickupAmount ?? 0)}</dd>
              {remainingKobo >= 0 ? (
                <>
                  <dt>Left after this order</dt>
                  <dd>{formatKobo(kobo(remainingKobo))}</dd>
                </>
              ) : (
                <>
                  <dt>Above the pickup amount by</dt>
                  <dd data-over="true">{formatKobo(kobo(-remainingKobo))}</dd>
                </>
              )}
            </>
          ) : null}
        </StyledCartTotals>
        {showAllowance ? (
          <StyledAllowanceMeter
            aria-hidden="true"
            $share={usedShare}
            data-over={overAllowance ? 'true' : undefined}
          >
            <span />
          </StyledAllowanceMeter>
        ) : null}

        {message ? <Alert tone="warning">{message}</Alert> : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}

        {paid ? (
          <StyledPaySection aria-labelledby={payTitleId}>
            <StyledPayTitle id={payTitleId}>Pay {formatNaira(totals.totalPrice)}</StyledPayTitle>
            <StyledPayMethods>
              {onPayWithCard ? (
                <Button
                  loading={pending === 'card'}
                  disabled={busy}
                  onClick={() => void run('card', onPayWithCard)}
                >
                  Pay with card
                </Button>
              ) : null}
              {onPayWithWallet && walletKnown ? (
                <PayWithWalletButton
                  label="Pay with wallet"
                  purpose="your products"
                  price={totals.totalPrice}
                  walletBalance={walletBalance ?? 0}
                  paying={pending === 'wallet'}
                  disabled={busy}
                  onOpenRequest={() => check('wallet')}
                  onPay={() => run('wallet', onPayWithWallet)}
                />
              ) : null}
              {onPayWithWallet && !walletKnown ? (
                <Button
                  variant="secondary"
                  loading={pending === 'wallet'}
                  disabled={busy}
                  onClick={() => void run('wallet', onPayWithWallet)}
                >
                  Pay with wallet
                </Button>
              ) : null}
            </StyledPayMethods>
          </StyledPaySection>
        ) : null}

        <StyledCartActions>
          {paid ? null : (
            <Button
              loading={pending === 'submit'}
              disabled={busy}
              onClick={() => void run('submit', onSubmit)}
            >
              Submit Selection
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel Selection
          </Button>
        </StyledCartActions>
      </StyledCart>
    </Card>
  );
}
