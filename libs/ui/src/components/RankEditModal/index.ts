export { ELIGIBLE, NOT_ELIGIBLE, PACKAGE_REQUIRED, RankEditModal, rankSchema } from './RankEditModal';
export type { AdminRank, RankEditModalProps, RankPackageOption, RankValues } from './RankEditModal';
