export * from './NotFoundState';
