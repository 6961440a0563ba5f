export * from './types';
export * from './constants';
export * from './fees';
export * from './auth';
export * from './greeting';
export * from './jobs';
export * from './messages';
export * from './settings';
