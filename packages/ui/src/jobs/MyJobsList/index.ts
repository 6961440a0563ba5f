export * from './MyJobsList';
