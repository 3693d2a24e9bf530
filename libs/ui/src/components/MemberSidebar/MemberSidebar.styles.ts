// MemberSidebar configures Sidebar and has no styles of its own.
export {};
