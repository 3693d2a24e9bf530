import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { PlanChangePreview, type PlanChangePreviewProps } from './PlanChangePreview';
import { StyledChangeList, StyledChangeListItem } from './PlanChangeDialog.styles';

/** One value a change touches, as a person reads it: "Equilibrium bonus amount", "₦1,000.00", "₦1,500.00". */
export interface PlanChangeItem {
  label: string;
  from: string;
  to: string;
}

export interface PlanChangeDialogProps extends PlanChangePreviewProps {
  open: boolean;
  /** Closed by Cancel, Escape, or once the save settled. */
  onOpenChange: (open: boolean) => void;
  /** What the change does, old → new; named again by the confirmation. */
  changes: readonly PlanChangeItem[];
  /** Saves the change after the confirmation. A rejection is the page's to report; the dialog closes either way. */
  onSave: () => Promise<unknown> | void;
  title?: string;
}

/** "Equilibrium bonus amount: ₦1,000.00 → ₦1,500.00". */
export const describeChange = ({ label, from, to }: PlanChangeItem) => `${label}: ${from} → ${to}`;

/**
 * The way a plan change is saved (docs/screens/back-office.md#preview-of-a-change): first its effect
 * (PlanChangePreview, with what changes old → new), then Save asks for a confirmation that names the
 * change again, and only Yes saves.
 */
export function PlanChangeDialog({
  open,
  onOpenChange,
  changes,
  onSave,
  title = 'Preview effect',
  preview,
  loading = false,
  error,
  onRetry,
}: PlanChangeDialogProps) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!open) setConfirming(false);
  }, [open]);

  const list = (
    <StyledChangeList aria-label="What changes">
      {changes.map((change) => (
        <StyledChangeListItem key={change.label}>
          <strong>{change.label}</strong>: {change.from} → {change.to}
        </StyledChangeListItem>
      ))}
    </StyledChangeList>
  );

  return (
    <>
      <Dialog
        open={open && !confirming}
        onOpenChange={(next) => {
          if (!next) onOpenChange(false);
        }}
        title={title}
        description="The effect on the real network before anything is saved. Nothing changes until you save and confirm."
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button disabled={loading} onClick={() => setConfirming(true)}>
              Save
            </Button>
          </>
        }
      >
        {list}
        <PlanChangePreview
          preview={preview}
          loading={loading}
          error={error}
          {...(onRetry ? { onRetry } : {})}
        />
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        onOpenChange={(next) => {
          if (!next) onOpenChange(false);
        }}
        title="Save this change?"
        message={
          changes.length === 1 && changes[0]
            ? `${describeChange(changes[0])}. It applies to events and runs after the change.`
            : `${changes.map(describeChange).join('; ')}. It applies to events and runs after the change.`
        }
        confirmLabel="Yes, save"
        onConfirm={async () => {
          try {
            await onSave();
          } catch {
            // The page shows why (on the field and in a toast).
          }
        }}
      />
    </>
  );
}
