export * from './HiringDialogs';
export { preloadHiringDialogs } from './load';
