import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { StyledFormDialogActions, StyledFormDialogForm } from './FormDialog.styles';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Closing (Escape, ×, Cancel) is blocked while busy. */
  busy?: boolean;
  /**
   * The form, mounted only while the dialog is open (so it starts fresh each time). Usually a
   * component that calls useForm and renders FormDialogBody.
   */
  children: ReactNode;
}

/** A modal holding one form (the admin edit modals). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      {open ? children : null}
    </Dialog>
  );
}

export interface FormDialogBodyProps {
  /** Names the form for assistive technology (the dialog title already names the dialog). */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null | undefined;
  children: ReactNode;
}

/** The form inside a FormDialog: an error alert, the fields, then Cancel and the submit button. */
export function FormDialogBody({
  label,
  onSubmit,
  onCancel,
  submitLabel = 'Save changes',
  cancelLabel = 'Cancel',
  busy = false,
  error,
  children,
}: FormDialogBodyProps) {
  return (
    <StyledFormDialogForm noValidate {...(label ? { 'aria-label': label } : {})} onSubmit={onSubmit}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {children}
      <StyledFormDialogActions>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </StyledFormDialogActions>
    </StyledFormDialogForm>
  );
}

/**
 * Runs `submit` and closes the dialog when it resolves; a rejection keeps it open (the page shows
 * the failure) so the values can be sent again.
 */
export async function submitThenClose(
  submit: () => Promise<unknown> | void,
  close: () => void,
): Promise<void> {
  try {
    await submit();
  } catch {
    return;
  }
  close();
}
