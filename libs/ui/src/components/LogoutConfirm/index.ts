export { LogoutConfirm } from './LogoutConfirm';
export type { LogoutConfirmProps } from './LogoutConfirm';
