export {
  AppShell,
  appSections,
  useIsMobile,
  type AppSection,
  type AppShellProps,
} from './AppShell';
export { sidebar } from './sidebar';
