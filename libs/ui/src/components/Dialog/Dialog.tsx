import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import {
  StyledDialogBody,
  StyledDialogClose,
  StyledDialogContent,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogOverlay,
  StyledDialogTitle,
} from './Dialog.styles';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Element that opens the dialog (rendered through Radix Trigger asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Hide the × button (e.g. while a payment is being verified). */
  hideClose?: boolean;
  /** Role alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/** Modal dialog on Radix Dialog: focus trap, Escape, portal into document.body. */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  footer,
  hideClose = false,
  role = 'dialog',
}: DialogProps) {
  return (
    <RadixDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <StyledDialogOverlay />
        <StyledDialogContent role={role} {...(description ? {} : { 'aria-describedby': undefined })}>
          <StyledDialogTitle>{title}</StyledDialogTitle>
          {description ? <StyledDialogDescription>{description}</StyledDialogDescription> : null}
          {children ? <StyledDialogBody>{children}</StyledDialogBody> : null}
          {footer ? <StyledDialogFooter>{footer}</StyledDialogFooter> : null}
          {hideClose ? null : <StyledDialogClose aria-label="Close">×</StyledDialogClose>}
        </StyledDialogContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; wrap a Button: `<DialogClose asChild><Button/></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
