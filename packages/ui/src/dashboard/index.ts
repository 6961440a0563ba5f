export * from './DashboardScreen';
export * from './QuickActions';
export * from './RecentActivity';
export * from './StatCard';
export * from './CurrentWork';
