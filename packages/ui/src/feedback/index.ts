export * from './FullScreenSpinner';
export * from './NotFound';
