import { Slot } from '@radix-ui/react-slot';
import {
  useContext,
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { LazyDialog, lazyDialog } from '../LazyDialog/LazyDialog';
import { DialogCloseContext } from './DialogContext';

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

/** The modal itself (Radix Dialog and its styles), loaded when a dialog is first opened. */
export const dialogBody = lazyDialog(() => import('./DialogBody').then((module) => module.DialogBody));

/**
 * Once the page that shows a dialog is idle, its code is fetched anyway (once per visit, then from
 * the HTTP cache): not with the page's first load, but ready before most clicks, so a dialog a
 * page opens by itself (a payment's) does not wait for it on a slow connection.
 */
function usePreloadWhenIdle() {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(dialogBody.preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(dialogBody.preload, 1000);
    return () => window.clearTimeout(id);
  }, []);
}

/**
 * Modal dialog on Radix Dialog: focus trap, Escape, portal into document.body. Inside a
 * DialogFrame (story catalogues) it renders into the frame instead, non-modal, so several dialogs
 * can be shown open side by side.
 *
 * Until it is first opened, only the trigger renders; the modal's code (DialogBody, about 11 kB of
 * gzip) loads then, or earlier when the pointer enters the trigger or the trigger gets the focus
 * (docs/adr/0014-static-delivery.md#budgets), and in any case once the page is idle. A page shows
 * its dialogs' triggers, few visits open them.
 */
export function Dialog({ open, onOpenChange, defaultOpen = false, trigger, ...body }: DialogProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  usePreloadWhenIdle();
  const setOpen = (next: boolean) => {
    if (open === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };
  // Before the code is there: the trigger alone, opening the dialog and preloading its code.
  const opener = trigger ? (
    <Slot
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      {...dialogBody.triggerProps}
      onClick={() => setOpen(true)}
    >
      {trigger}
    </Slot>
  ) : null;
  return (
    <LazyDialog
      dialog={dialogBody}
      opened={opened}
      fallback={opener}
      props={{ ...body, open: isOpen, onOpenChange: setOpen, trigger }}
    />
  );
}

export type DialogCloseProps = ComponentPropsWithRef<'button'> & {
  /** Closes through the child element instead of a button of its own: `<DialogClose asChild><Button/></DialogClose>`. */
  asChild?: boolean;
};

/** Closes the surrounding Dialog; wrap a Button: `<DialogClose asChild><Button/></DialogClose>`. */
export function DialogClose({ asChild = false, onClick, ...props }: DialogCloseProps) {
  const close = useContext(DialogCloseContext);
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      {...(asChild ? {} : { type: 'button' as const })}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) close?.();
      }}
    />
  );
}
