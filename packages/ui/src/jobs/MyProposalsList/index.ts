export * from './MyProposalsList';
