export { JobDetailScreen, type JobDetailScreenProps } from './JobDetailScreen';
export { preloadJobDetailScreen } from './JobDetailScreen';
