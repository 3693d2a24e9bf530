export { NO_PACKAGES, PackageTable } from './PackageTable';
export type { PackageTableProps } from './PackageTable';
