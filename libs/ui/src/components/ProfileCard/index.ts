export { ProfileCard } from './ProfileCard';
export type { ProfileCardData, ProfileCardProps } from './ProfileCard';
export { MISSING_VALUE, ProfileCardDetails, ProfileCardError, ProfileCardSkeleton } from './ProfileCardParts';
export type { ProfileCardDetail } from './ProfileCardParts';
