import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button.styles';
import { Dialog } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  title?: ReactNode;
  /** E.g. "Are you sure you want to log out?" */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colour of the confirm button. */
  tone?: 'primary' | 'danger';
  /** May return a promise; the dialog stays open (confirm busy) until it settles, then closes (stays open if it rejects). */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  loading?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  trigger?: ReactNode;
}

/** A yes/no confirmation (role alertdialog). onConfirm runs only on the confirm button. */
export function ConfirmDialog({
  title = 'Please confirm',
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
  loading = false,
  open,
  onOpenChange,
  defaultOpen = false,
  trigger,
}: ConfirmDialogProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isControlled = open !== undefined;
  const currentOpen = isControlled ? open : internalOpen;
  const busy = loading || pending;

  const setOpen = (next: boolean) => {
    if (!isControlled) {
      setInternalOpen(next);
    }
    onOpenChange?.(next);
  };

  const handleConfirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports its own failure (toast/alert); keep the dialog open for a retry.
    } finally {
      setPending(false);
    }
  };

  const variant: ButtonVariant = tone === 'danger' ? 'danger' : 'primary';

  return (
    <Dialog
      role="alertdialog"
      open={currentOpen}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={message}
      hideClose
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              onCancel?.();
              setOpen(false);
            }}
          >
            {cancelLabel}
          </Button>
          <Button variant={variant} loading={busy} onClick={() => void handleConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
