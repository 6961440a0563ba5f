export * from './EngagementPanel';
