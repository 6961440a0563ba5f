export * from './CurrentWork';
