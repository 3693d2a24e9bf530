export { Sidebar } from './Sidebar';
export type { SidebarItem, SidebarProps, SidebarUser } from './Sidebar';
export { activeSidebarKey } from './activeSidebarKey';
