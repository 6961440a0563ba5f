export { SendProposalForm, type SendProposalFormProps } from './SendProposalForm';
