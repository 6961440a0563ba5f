export { JobNotFound, type JobNotFoundProps } from './JobNotFound';
