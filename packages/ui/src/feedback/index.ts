export * from './ErrorScreen';
export * from './FullScreenSpinner';
export * from './NotFound';
export { toasterTheme, toasts } from './toasterTheme';
