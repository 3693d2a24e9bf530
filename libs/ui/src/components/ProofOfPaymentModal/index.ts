export { ProofOfPaymentModal, proofKind } from './ProofOfPaymentModal';
export type { ProofKind, ProofOfPaymentModalProps } from './ProofOfPaymentModal';
