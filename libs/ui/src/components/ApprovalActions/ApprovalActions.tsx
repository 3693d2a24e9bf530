import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { StyledApprovalActions } from './ApprovalActions.styles';

/**
 * What an administrator decides on (docs/screens/back-office.md#transactions,
 * docs/screens/back-office.md#approvals-and-states).
 */
export type ApprovalSubject = 'purchase' | 'upgrade' | 'registration' | 'incentive' | 'product-claim';

interface SubjectTexts {
  noun: string;
  approveLabel: string;
  disapproveLabel: string;
  approve: string;
  disapprove: string;
}

/** The confirmation texts; purchase and upgrade are those of docs/screens/back-office.md#messages exactly. */
export const APPROVAL_TEXTS: Record<ApprovalSubject, SubjectTexts> = {
  purchase: {
    noun: 'purchase',
    approveLabel: 'Approve',
    disapproveLabel: 'Decline',
    approve: 'Are you sure you want to approve this purchase?',
    disapprove: 'Are you sure to disapprove this purchase?',
  },
  upgrade: {
    noun: 'upgrade',
    approveLabel: 'Approve',
    disapproveLabel: 'Disapprove',
    approve: 'Are you sure to Approve Upgrade?',
    disapprove: 'Are you sure to disapprove Upgrade?',
  },
  registration: {
    noun: 'stockist',
    approveLabel: 'Approve',
    disapproveLabel: 'Disapprove',
    approve: 'Are you sure you want to approve this stockist?',
    disapprove: 'Are you sure to disapprove this stockist?',
  },
  incentive: {
    noun: 'request',
    approveLabel: 'Approve',
    disapproveLabel: 'Decline',
    approve: 'Are you sure you want to approve this incentive request?',
    disapprove: 'Are you sure you want to decline this incentive request?',
  },
  'product-claim': {
    noun: 'product claim',
    approveLabel: 'Approve',
    disapproveLabel: 'Decline',
    approve: 'Are you sure you want to approve this product claim? The company then delivers the products.',
    disapprove:
      "Are you sure you want to decline this product claim? Its total returns to the member's pickup allowance.",
  },
};

export interface ApprovalActionsProps {
  subject: ApprovalSubject;
  /** Names the row in the buttons' accessible names, e.g. "order #012" → "Approve order #012". */
  itemLabel?: string;
  /** May return a promise: the confirmation stays busy until it settles (open again if it rejects). */
  onApprove: () => void | Promise<unknown>;
  onDisapprove: () => void | Promise<unknown>;
  disabled?: boolean;
}

/** Approve and disapprove (or decline) buttons, each asking for confirmation first. */
export function ApprovalActions({
  subject,
  itemLabel,
  onApprove,
  onDisapprove,
  disabled = false,
}: ApprovalActionsProps) {
  const texts = APPROVAL_TEXTS[subject];
  const target = itemLabel ?? texts.noun;
  return (
    <StyledApprovalActions>
      <ConfirmDialog
        title={`${texts.approveLabel} ${texts.noun}`}
        message={texts.approve}
        confirmLabel={texts.approveLabel}
        cancelLabel="Cancel"
        onConfirm={onApprove}
        trigger={
          <Button size="sm" disabled={disabled} aria-label={`${texts.approveLabel} ${target}`}>
            {texts.approveLabel}
          </Button>
        }
      />
      <ConfirmDialog
        title={`${texts.disapproveLabel} ${texts.noun}`}
        message={texts.disapprove}
        confirmLabel={texts.disapproveLabel}
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={onDisapprove}
        trigger={
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            aria-label={`${texts.disapproveLabel} ${target}`}
          >
            {texts.disapproveLabel}
          </Button>
        }
      />
    </StyledApprovalActions>
  );
}
