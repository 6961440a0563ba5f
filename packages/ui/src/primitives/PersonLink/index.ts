export * from './PersonLink';
