export * from './PortfolioCard';
export * from './ProfileHeader';
export * from './ProfileScreen';
export * from './ReviewCard';
export * from './ProfileNotFound';
export * from './InviteToJobDialog';
export * from './PortfolioManager';
