// Public exports of the tablesAndNetwork pieces (explicit named re-exports; owned by one work stream).

// Tables
export { csvField, DataTable, downloadCsv, nodeText, pageItems, toCsv } from '../components/DataTable/index';
export type { CsvColumn, DataTableColumn, DataTableProps } from '../components/DataTable/index';
export { StatusBadge, statusLabel, statusTone } from '../components/StatusBadge/index';
export type { StatusBadgeProps } from '../components/StatusBadge/index';
