// Public exports of the tablesAndNetwork pieces (explicit named re-exports; owned by one work stream).

// Tables
export { csvField, DataTable, downloadCsv, nodeText, pageItems, toCsv } from '../components/DataTable/index';
export type { CsvColumn, DataTableColumn, DataTableProps } from '../components/DataTable/index';
export { StatusBadge, statusLabel, statusTone } from '../components/StatusBadge/index';
export type { StatusBadgeProps } from '../components/StatusBadge/index';

// People and network
export { AllDownlinesTable } from '../components/AllDownlinesTable/index';
export type { AllDownlinesTableProps } from '../components/AllDownlinesTable/index';
export { DownlineCardGrid } from '../components/DownlineCardGrid/index';
export type { DownlineCardGridProps, DownlineData } from '../components/DownlineCardGrid/index';
export {
  MISSING_VALUE,
  ProfileCard,
  ProfileCardDetails,
  ProfileCardError,
  ProfileCardSkeleton,
} from '../components/ProfileCard/index';
export type { ProfileCardData, ProfileCardDetail, ProfileCardProps } from '../components/ProfileCard/index';
export { UplineCard } from '../components/UplineCard/index';
export type { UplineCardData, UplineCardProps } from '../components/UplineCard/index';
export {
  findByUsername,
  flattenVisible,
  fromApiGenealogy,
  GenealogyTree,
  indexTree,
  isExpandable,
  pathTo,
} from '../components/GenealogyTree/index';
export type {
  ApiGenealogyNode,
  GenealogyChildren,
  GenealogyIndex,
  GenealogyLayout,
  GenealogyNode,
  GenealogyTreeProps,
  VisibleTreeRow,
} from '../components/GenealogyTree/index';
