export { JobDetailScreen, type JobDetailScreenProps } from './JobDetailScreen';
