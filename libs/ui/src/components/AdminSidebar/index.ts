export { ADMIN_ROUTE_PATHS, AdminSidebar, adminSidebarAliases, adminSidebarItems } from './AdminSidebar';
export type { AdminRouteHrefs, AdminRouteName, AdminSidebarProps } from './AdminSidebar';
