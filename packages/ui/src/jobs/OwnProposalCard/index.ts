export * from './OwnProposalCard';
