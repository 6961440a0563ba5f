export * from './ClientCard';
export * from './JobCard';
export * from './JobDetailScreen';
export * from './JobNotFound';
export * from './JobsEmptyState';
export * from './JobsScreen';
export * from './PostJobScreen';
export * from './SkillsField';
