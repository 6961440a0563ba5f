export * from './LeaveReviewForm';
