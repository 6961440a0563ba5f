export { ProposalCard, type ProposalCardProps } from './ProposalCard';
