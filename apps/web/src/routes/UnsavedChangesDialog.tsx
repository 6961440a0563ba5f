// Its own module, so the dialog's code (Radix's AlertDialog) loads with useLeaveGuard's lazy
// import, not with the screens that use the guard.
export { UnsavedChangesDialog } from '@brand/ui';
