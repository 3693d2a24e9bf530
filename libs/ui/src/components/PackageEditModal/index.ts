export { PackageEditModal, packageSchema } from './PackageEditModal';
export type { AdminPackage, PackageEditModalProps, PackageValues } from './PackageEditModal';
