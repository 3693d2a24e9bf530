export { copyText, ReferralLink } from './ReferralLink';
export type { ReferralLinkProps } from './ReferralLink';
