export * from './ProfileNotFound';
