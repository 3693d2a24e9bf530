export { EditFormDialog, EditFormDialogBody } from './EditFormDialog';
export type { EditFormDialogBodyProps, EditFormDialogProps } from './EditFormDialog';
export { StyledEditFormDialogFields } from './EditFormDialog.styles';
