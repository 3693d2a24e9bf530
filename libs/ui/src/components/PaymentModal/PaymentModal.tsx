import { formatNaira } from '@kola/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledPaymentAmount,
  StyledPaymentBody,
  StyledPaymentCountdown,
  StyledPaymentFrame,
  StyledPaymentNotice,
  StyledPaymentState,
} from './PaymentModal.styles';

export const PAYMENT_VERIFIED_MESSAGE = 'Payment Verified successfully';
export const PAYMENT_NOT_VERIFIED_MESSAGE = 'Unable to verify payment';
/** The payment window shown to the member (docs/payments.md#card-payments): always "2 minutes". */
export const PAYMENT_WINDOW_MS = 120_000;

export type PaymentModalStatus = 'waiting' | 'verifying' | 'success' | 'failed';
export type PaymentResult = 'success' | 'failed';

/** What the checkout page posts to its parent window when the member pays or declines. */
export interface PaymentProviderMessage {
  type: 'kola-payment';
  reference: string;
  status: string;
}

export interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The provider's checkout page (POST /payments/initiate → authorization_url); null while initiating. */
  authorizationUrl: string | null | undefined;
  /** The payment reference; messages for another reference are ignored. */
  reference?: string | null;
  /**
   * Set by the page: waiting (checkout shown, countdown running), verifying (POST /payments/verify
   * in flight), success or failed (the modal shows the message, reports it and closes).
   */
  status: PaymentModalStatus;
  /** Called once per result, when `status` becomes success or failed. */
  onResult?: (result: PaymentResult) => void;
  /** The checkout page told us the member paid or declined (the page then verifies). */
  onProviderMessage?: (message: PaymentProviderMessage) => void;
  /** The countdown reached zero (the page verifies then). */
  onExpire?: () => void;
  /**
   * Length of the countdown (default 2 minutes; the notice always says 2 minutes,
   * docs/payments.md#card-payments).
   */
  windowMs?: number;
  /** How long the result message stays before the modal closes itself; 0 closes at once. */
  closeDelayMs?: number;
  title?: string;
  /** Naira, shown above the checkout. */
  amount?: number;
}

function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

function isProviderMessage(data: unknown): data is PaymentProviderMessage {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    record['type'] === 'kola-payment' &&
    typeof record['reference'] === 'string' &&
    typeof record['status'] === 'string'
  );
}

/**
 * The card-payment modal (docs/payments.md#card-payments): the provider's checkout page in an iframe, a
 * 2-minute notice with a live countdown, then "Payment Verified successfully" or "Unable to verify
 * payment" when the page reports the verification, and it closes. It listens for the
 * `kola-payment` message the checkout page posts to its parent.
 */
export function PaymentModal({
  open,
  onOpenChange,
  authorizationUrl,
  reference,
  status,
  onResult,
  onProviderMessage,
  onExpire,
  windowMs = PAYMENT_WINDOW_MS,
  closeDelayMs = 2500,
  title = 'Complete your payment',
  amount,
}: PaymentModalProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [remaining, setRemaining] = useState(windowMs);
  const callbacks = useRef({ onResult, onProviderMessage, onExpire, onOpenChange });
  callbacks.current = { onResult, onProviderMessage, onExpire, onOpenChange };
  const reported = useRef<PaymentModalStatus | null>(null);
  const waiting = open && status === 'waiting';

  // The countdown runs while the checkout is shown; it restarts each time the modal opens.
  useEffect(() => {
    if (!waiting) return undefined;
    const started = Date.now();
    setRemaining(windowMs);
    const timer = setInterval(() => {
      const left = Math.max(0, windowMs - (Date.now() - started));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        callbacks.current.onExpire?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [waiting, windowMs, authorizationUrl]);

  // Report a result once, then close after the message has been seen.
  useEffect(() => {
    if (!open) {
      reported.current = null;
      return undefined;
    }
    if (status !== 'success' && status !== 'failed') {
      reported.current = null;
      return undefined;
    }
    if (reported.current !== status) {
      reported.current = status;
      callbacks.current.onResult?.(status);
    }
    if (closeDelayMs <= 0) {
      callbacks.current.onOpenChange(false);
      return undefined;
    }
    const timer = setTimeout(() => callbacks.current.onOpenChange(false), closeDelayMs);
    return () => clearTimeout(timer);
  }, [open, status, closeDelayMs]);

  // Messages from our own checkout frame only (same window and origin), for this reference.
  useEffect(() => {
    if (!open || !authorizationUrl) return undefined;
    const expectedOrigin = originOf(authorizationUrl);
    const listener = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (expectedOrigin !== null && event.origin !== expectedOrigin) return;
      if (!isProviderMessage(event.data)) return;
      if (reference && event.data.reference !== reference) return;
      callbacks.current.onProviderMessage?.({
        type: 'kola-payment',
        reference: event.data.reference,
        status: event.data.status,
      });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [open, authorizationUrl, reference]);

  const verifying = status === 'verifying';

  let body;
  if (status === 'success') {
    body = <Alert tone="success">{PAYMENT_VERIFIED_MESSAGE}</Alert>;
  } else if (status === 'failed') {
    body = <Alert tone="info">{PAYMENT_NOT_VERIFIED_MESSAGE}</Alert>;
  } else if (verifying) {
    body = (
      <StyledPaymentState>
        <Spinner label="Verifying payment" />
        <span aria-hidden="true">Verifying payment…</span>
      </StyledPaymentState>
    );
  } else if (!authorizationUrl) {
    body = (
      <StyledPaymentState>
        <Spinner label="Preparing the payment page" />
        <span aria-hidden="true">Preparing the payment page…</span>
      </StyledPaymentState>
    );
  } else {
    body = (
      <StyledPaymentFrame
        ref={frameRef}
        src={authorizationUrl}
        title="Payment checkout"
        allow="payment"
        referrerPolicy="origin"
      />
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && verifying) return;
        onOpenChange(next);
      }}
      title={title}
      hideClose={verifying}
      footer={
        status === 'success' || status === 'failed' ? (
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        ) : undefined
      }
    >
      <StyledPaymentBody data-status={status}>
        {amount !== undefined ? (
          <StyledPaymentAmount>Amount: {formatNaira(amount)}</StyledPaymentAmount>
        ) : null}
        {status === 'waiting' ? (
          <StyledPaymentNotice>
            <span>This payment window lasts 2 minutes. Your payment is verified when it closes.</span>
            <StyledPaymentCountdown role="timer" aria-label="Time left">
              {formatRemaining(remaining)}
            </StyledPaymentCountdown>
          </StyledPaymentNotice>
        ) : null}
        {body}
      </StyledPaymentBody>
    </Dialog>
  );
}
