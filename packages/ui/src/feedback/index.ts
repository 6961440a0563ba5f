export * from './ErrorScreen';
export * from './FullScreenSpinner';
export * from './NotFound';
export * from './ScreenLoading';
export { toasterTheme, toasts } from './toasterTheme';
export * from './UnsavedChangesDialog';
export * from './UnsubscribeScreen';
