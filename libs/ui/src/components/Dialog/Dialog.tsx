import * as RadixDialog from '@radix-ui/react-dialog';
import { useContext, type ReactNode } from 'react';
import {
  StyledDialogBody,
  StyledDialogClose,
  StyledDialogContent,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogOverlay,
  StyledDialogTitle,
} from './Dialog.styles';
import { DialogFrameContext } from './DialogFrameContext';

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

const prevent = (event: Event) => event.preventDefault();

/**
 * Modal dialog on Radix Dialog: focus trap, Escape, portal into document.body. Inside a
 * DialogFrame (story catalogues) it renders into the frame instead, non-modal, so several dialogs
 * can be shown open side by side.
 */
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
  const frame = useContext(DialogFrameContext);
  // In a frame: no focus theft on mount, and a click or focus in a neighbouring frame never closes it.
  const keepInFrame = frame ? { onOpenAutoFocus: prevent, onInteractOutside: prevent } : {};
  return (
    <RadixDialog.Root
      modal={frame === null}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal {...(frame ? { container: frame } : {})}>
        <StyledDialogOverlay />
        <StyledDialogContent
          role={role}
          {...keepInFrame}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
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
