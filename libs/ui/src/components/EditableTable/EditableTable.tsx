import { useState, type Key, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { StyledEditableTable, StyledEditableTableToolbar } from './EditableTable.styles';

/** What `renderModal` gets: wire these straight into an edit modal (e.g. PackageEditModal). */
export interface EditableTableModalProps<Row, Values> {
  open: boolean;
  /** `onOpenChange(false)` closes the modal and forgets the row being edited. */
  onOpenChange: (open: boolean) => void;
  /** The row being edited, or null when adding a new one. */
  editing: Row | null;
  /** Calls `onUpdate(id, values, row)` for a row, or `onCreate(values)` when `row` is null. */
  onSubmit: (values: Values, row: Row | null) => Promise<unknown> | void;
}

export interface EditableTableProps<Row, Values, Id extends Key = Key> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The row's id: its React key and the first argument of `onUpdate`. */
  rowKey: (row: Row) => Id;
  /** Names the row in its Edit button: `Edit <rowLabel(row)>`. */
  rowLabel: (row: Row) => string;
  /** E.g. "There are no packages". */
  emptyText: ReactNode;
  /** The toolbar button shown with `onCreate`, e.g. "Add Package". */
  addLabel: string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Saves an edited row; without it there is no Edit column. */
  onUpdate?: (id: Id, values: Values, row: Row) => Promise<unknown> | void;
  /** Creates a row; without it there is no Add button. */
  onCreate?: (values: Values) => Promise<unknown> | void;
  /** The edit modal, always rendered (closed until Edit or Add is pressed). */
  renderModal: (modal: EditableTableModalProps<Row, Values>) => ReactNode;
}

/**
 * A DataTable with an Edit button per row and an optional Add button, both opening one edit
 * modal (the admin settings tables: packages, ranks, stockist packages).
 */
export function EditableTable<Row, Values, Id extends Key = Key>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  emptyText,
  addLabel,
  loading = false,
  error,
  onRetry,
  onUpdate,
  onCreate,
  renderModal,
}: EditableTableProps<Row, Values, Id>) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <StyledEditableTable>
      {onCreate ? (
        <StyledEditableTableToolbar>
          <Button onClick={() => setCreating(true)}>{addLabel}</Button>
        </StyledEditableTableToolbar>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => rowKey(row)}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={emptyText}
        {...(onUpdate
          ? {
              rowActions: (row: Row) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${rowLabel(row)}`}
                  onClick={() => setEditing(row)}
                >
                  Edit
                </Button>
              ),
            }
          : {})}
      />
      {renderModal({
        open: editing !== null || creating,
        onOpenChange: (open) => {
          if (!open) {
            setEditing(null);
            setCreating(false);
          }
        },
        editing,
        onSubmit: (values, row) => (row ? onUpdate?.(rowKey(row), values, row) : onCreate?.(values)),
      })}
    </StyledEditableTable>
  );
}
