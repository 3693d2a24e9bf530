export { MEMBER_ROUTE_PATHS, MemberSidebar, memberSidebarItems } from './MemberSidebar';
export type { MemberRouteHrefs, MemberRouteName, MemberSidebarProps } from './MemberSidebar';
