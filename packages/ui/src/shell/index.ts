export * from './AppShell';
export * from './BrandMark';
export { parseSidebarCookie, serializeSidebarCookie } from './sidebarCookie';
