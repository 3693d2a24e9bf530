import { useId, useState, type ReactNode } from 'react';
import { StyledDialogFrame, StyledDialogFrameCaption, StyledDialogFrameStage } from './Dialog.styles';
import { DialogFrameContext } from './DialogFrameContext';

export interface DialogFrameProps {
  /** Names the state shown, e.g. "Submitting". */
  label: ReactNode;
  /** An open dialog (any component built on Dialog). */
  children: ReactNode;
  /** Height of the box; the dialog scrolls inside it when taller. */
  height?: string;
}

/**
 * For story catalogues: the dialogs inside render into this box (over a backdrop of their own)
 * instead of over the page, non-modal, so several open dialogs in different states can be shown
 * side by side and checked together. Keep them open with `open` (controlled).
 */
export function DialogFrame({ label, children, height = '30rem' }: DialogFrameProps) {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const captionId = useId();
  return (
    <StyledDialogFrame aria-labelledby={captionId}>
      <StyledDialogFrameCaption id={captionId}>{label}</StyledDialogFrameCaption>
      <StyledDialogFrameStage ref={setStage} $height={height}>
        {stage ? <DialogFrameContext.Provider value={stage}>{children}</DialogFrameContext.Provider> : null}
      </StyledDialogFrameStage>
    </StyledDialogFrame>
  );
}
