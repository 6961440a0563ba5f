export * from './AppShell';
export { parseSidebarCookie, serializeSidebarCookie } from './sidebarCookie';
