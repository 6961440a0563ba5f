export * from './DigestSettings';
