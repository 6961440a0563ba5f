export { JobsScreen, type JobsScreenProps } from './JobsScreen';
