export { EditableTable } from './EditableTable';
export type { EditableTableModalProps, EditableTableProps } from './EditableTable';
