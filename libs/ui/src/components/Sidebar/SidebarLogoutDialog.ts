// What the sidebar's "Log out" loads when first pressed (Sidebar.tsx): the confirmation and the modal
// it opens, so that both arrive together.
export { LogoutConfirm } from '../LogoutConfirm/LogoutConfirm';
export { dialogBody } from '../Dialog/Dialog';
