export { PackageUpgradeCard, SELECT_UPGRADE_PACKAGE_MESSAGE } from './PackageUpgradeCard';
export type { PackageUpgradeCardProps, UpgradePackage } from './PackageUpgradeCard';
