export { RecentActivity, type RecentActivityProps } from './RecentActivity';
