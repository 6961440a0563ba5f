export * from './ErrorScreen';
export * from './FullScreenSpinner';
export * from './NotFound';
export { toasterTheme } from './toasterTheme';
