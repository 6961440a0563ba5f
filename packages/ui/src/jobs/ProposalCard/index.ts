export { ProposalCard, proposalStatusLabels, type ProposalCardProps } from './ProposalCard';
