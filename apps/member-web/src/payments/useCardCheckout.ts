import { useCallback, useRef, useState } from 'react';
import { usePayment, type PaymentInitiateRequest, type PaymentVerification } from '@kola/api';
import type { PaymentModalProps, PaymentModalStatus } from '@kola/ui';

interface CheckoutState {
  open: boolean;
  status: PaymentModalStatus;
  authorizationUrl: string | null;
  reference: string | null;
  amount: number | undefined;
}

const CLOSED: CheckoutState = {
  open: false,
  status: 'waiting',
  authorizationUrl: null,
  reference: null,
  amount: undefined,
};

export interface CardCheckoutOptions {
  /** After the verification (approved or not), while the modal shows its message. */
  onVerified?: (verification: PaymentVerification) => void | Promise<void>;
}

/**
 * A card payment in the PaymentModal (docs/payments.md#card-payments): `start` initiates the payment and
 * opens the modal with the provider's page; the payment is verified once, when the checkout page reports the
 * member paid or declined, when the 2-minute window ends, or when the member closes the modal.
 * `modalProps` wires the modal; `initiateError` is why the payment could not start.
 */
export function useCardCheckout({ onVerified }: CardCheckoutOptions = {}) {
  const payment = usePayment();
  const [state, setState] = useState<CheckoutState>(CLOSED);
  const attempt = useRef(0);
  const verified = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  const start = useCallback(
    async (body: PaymentInitiateRequest): Promise<boolean> => {
      const id = ++attempt.current;
      setState({ ...CLOSED, open: true, amount: body.amount });
      const checkout = await payment.initiate(body);
      if (id !== attempt.current) return false; // closed meanwhile
      if (!checkout) {
        setState(CLOSED);
        return false;
      }
      setState((current) => ({ ...current, ...checkout }));
      return true;
    },
    [payment.initiate],
  );

  const verify = useCallback(
    async (reference: string) => {
      if (verified.current === reference) return;
      verified.current = reference;
      setState((current) => ({ ...current, status: 'verifying' }));
      const result = await payment.verify(reference);
      setState((current) =>
        current.reference === reference
          ? { ...current, status: result.approved ? 'success' : 'failed' }
          : current,
      );
      await onVerifiedRef.current?.(result);
    },
    [payment.verify],
  );

  const close = useCallback(() => {
    attempt.current += 1;
    setState(CLOSED);
  }, []);

  const modalProps: Pick<
    PaymentModalProps,
    | 'open'
    | 'onOpenChange'
    | 'authorizationUrl'
    | 'reference'
    | 'status'
    | 'onProviderMessage'
    | 'onExpire'
    | 'amount'
  > = {
    open: state.open,
    authorizationUrl: state.authorizationUrl,
    reference: state.reference,
    status: state.status,
    amount: state.amount,
    onOpenChange: (next) => {
      if (next) return;
      // Closing the checkout before a result verifies what happened (docs/payments.md#card-payments: "the
      // modal closes either way").
      if (state.status === 'waiting' && state.reference) {
        void verify(state.reference);
        return;
      }
      if (state.status !== 'verifying') close();
    },
    onProviderMessage: (message) => void verify(message.reference),
    onExpire: () => {
      if (state.reference) void verify(state.reference);
    },
  };

  return {
    start,
    modalProps,
    starting: payment.initiating,
    busy: state.open,
    initiateError: state.open ? null : payment.error,
  };
}
