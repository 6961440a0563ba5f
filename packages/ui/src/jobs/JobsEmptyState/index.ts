export { JobsEmptyState, type JobsEmptyStateProps } from './JobsEmptyState';
