export { GENERAL_MESSAGE_LOAD_ERROR, GeneralMessageBox } from './GeneralMessageBox';
export type { GeneralMessageBoxProps } from './GeneralMessageBox';
