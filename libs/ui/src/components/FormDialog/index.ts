export { FormDialog, FormDialogBody, submitThenClose } from './FormDialog';
export type { FormDialogBodyProps, FormDialogProps } from './FormDialog';
