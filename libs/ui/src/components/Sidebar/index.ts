export { Sidebar } from './Sidebar';
export type { SidebarItem, SidebarProps, SidebarUser } from './Sidebar';
