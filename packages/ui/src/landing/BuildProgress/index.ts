// buildItems and BuildItem are the domain's (domain/buildProgress.ts), exported from there.
export { BuildProgress, type BuildProgressProps } from './BuildProgress';
