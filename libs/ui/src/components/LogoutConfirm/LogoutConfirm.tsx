import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { LOGOUT_CONFIRMATION } from '../WelcomePanel/WelcomePanel';

export interface LogoutConfirmProps {
  /** Runs only after "Log out" is confirmed; may return a promise (the dialog waits for it). */
  onConfirm: () => Promise<unknown> | void;
  onCancel?: () => void;
  /** Replaces the default "Log out" button; null renders none (open it with `open`). */
  trigger?: ReactNode | null;
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  fullWidth?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
}

/**
 * A "Log out" button that asks "Are you sure you want to log out?" first (docs/screens/member.md#sidebar,
 * docs/screens/back-office.md#layout).
 */
export function LogoutConfirm({
  onConfirm,
  onCancel,
  trigger,
  triggerLabel = 'Log out',
  triggerVariant = 'secondary',
  fullWidth = false,
  open,
  onOpenChange,
  defaultOpen,
}: LogoutConfirmProps) {
  return (
    <ConfirmDialog
      title="Log out"
      message={LOGOUT_CONFIRMATION}
      confirmLabel="Log out"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      {...(onCancel ? { onCancel } : {})}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      trigger={
        trigger === undefined ? (
          <Button variant={triggerVariant} fullWidth={fullWidth}>
            {triggerLabel}
          </Button>
        ) : (
          trigger
        )
      }
    />
  );
}
