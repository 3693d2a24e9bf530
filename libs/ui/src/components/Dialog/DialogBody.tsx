import * as RadixDialog from '@radix-ui/react-dialog';
import { useContext } from 'react';
import {
  StyledDialogBody,
  StyledDialogClose,
  StyledDialogContent,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogOverlay,
  StyledDialogTitle,
} from './Dialog.styles';
import type { DialogProps } from './Dialog';
import { DialogCloseContext } from './DialogContext';
import { DialogFrameContext } from './DialogFrameContext';

/** Dialog's props, opened and controlled by Dialog (which stays the one place they are described). */
export type DialogBodyProps = Omit<DialogProps, 'open' | 'onOpenChange' | 'defaultOpen'> &
  Required<Pick<DialogProps, 'open' | 'onOpenChange'>>;

const prevent = (event: Event) => event.preventDefault();

/**
 * What Dialog loads when it is first opened (docs/adr/0014-static-delivery.md#budgets): the modal on
 * Radix Dialog (focus trap, Escape, portal into document.body; about 11 kB of gzip with its
 * styles). Inside a DialogFrame (story catalogues) it renders into the frame instead, non-modal, so
 * several dialogs can be shown open side by side. Dialog keeps the open state.
 */
export function DialogBody({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  hideClose = false,
  role = 'dialog',
}: DialogBodyProps) {
  const frame = useContext(DialogFrameContext);
  // In a frame: no focus theft on mount, and a click or focus in a neighbouring frame never closes it.
  const keepInFrame = frame ? { onOpenAutoFocus: prevent, onInteractOutside: prevent } : {};
  return (
    <RadixDialog.Root modal={frame === null} open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal {...(frame ? { container: frame } : {})}>
        <StyledDialogOverlay />
        <StyledDialogContent
          role={role}
          {...keepInFrame}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogCloseContext.Provider value={() => onOpenChange(false)}>
            <StyledDialogTitle>{title}</StyledDialogTitle>
            {description ? <StyledDialogDescription>{description}</StyledDialogDescription> : null}
            {children ? <StyledDialogBody>{children}</StyledDialogBody> : null}
            {footer ? <StyledDialogFooter>{footer}</StyledDialogFooter> : null}
            {hideClose ? null : <StyledDialogClose aria-label="Close">×</StyledDialogClose>}
          </DialogCloseContext.Provider>
        </StyledDialogContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
