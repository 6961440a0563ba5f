export * from './AppShell';
export { parseSidebarCookie, serializeSidebarCookie } from './sidebarCookie';
export * from './NotificationBell';
