export * from './DevelopersScreen';
