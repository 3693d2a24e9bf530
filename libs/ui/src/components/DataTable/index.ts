export { DataTable, pageItems } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { csvField, downloadCsv, nodeText, toCsv } from './DataTableCsv';
export type { CsvColumn } from './DataTableCsv';
