export { GeneralMessageBox } from './GeneralMessageBox';
export type { GeneralMessageBoxProps } from './GeneralMessageBox';
