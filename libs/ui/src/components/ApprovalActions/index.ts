export { APPROVAL_TEXTS, ApprovalActions } from './ApprovalActions';
export type { ApprovalActionsProps, ApprovalSubject } from './ApprovalActions';
