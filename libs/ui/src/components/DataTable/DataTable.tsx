import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { TextField } from '../TextField/TextField';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledActions,
  StyledCaption,
  StyledCell,
  StyledDataTable,
  StyledErrorBody,
  StyledFooter,
  StyledHeaderCell,
  StyledPageButton,
  StyledPageGap,
  StyledPageList,
  StyledRow,
  StyledScroll,
  StyledSearch,
  StyledSkeleton,
  StyledStateCell,
  StyledTable,
  StyledToolbar,
  StyledTotalsLabel,
  StyledTotalsRow,
  type CellAlign,
} from './DataTable.styles';
import { downloadCsv, toCsv, type CsvColumn } from './DataTableCsv';
import { exportNameOf, useDataTableExport } from './DataTableExport';

export interface DataTableColumn<Row> extends CsvColumn<Row> {
  /** Stable key of the column. */
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: CellAlign;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology (and the CSV file); shown when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey?: (row: Row, index: number) => Key;
  /** A numbered S/N column first, counted across pages: (page - 1) * perPage + i + 1. */
  showSerial?: boolean;
  /** Label of the totals row (in the S/N column) when any column has a `total`. */
  totalLabel?: string;
  /** Buttons or links for one row, in a last "Action" column. */
  rowActions?: (row: Row, index: number) => ReactNode;
  rowActionsHeader?: string;
  loading?: boolean;
  /** Skeleton rows while loading (default: perPage, at most 10, or 5). */
  loadingRows?: number;
  /** E.g. "There are no withdrawals". */
  emptyText?: ReactNode;
  /** When set the table shows this error (and a Retry button with `onRetry`) instead of rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Controlled search text; the box shows when `onSearchChange` is given. */
  search?: string;
  onSearchChange?: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Wait after the last keystroke before onSearchChange; 0 reports every keystroke. */
  searchDebounceMs?: number;
  /** Server-driven pagination (the API's current_page, last_page, per_page, total). */
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  /**
   * Shows an "Export CSV" button that saves the visible columns and rows (under
   * DataTableExportProvider every table shows it, named after its caption).
   */
  exportFileName?: string;
  /** Replaces the browser download (e.g. to send the CSV elsewhere). */
  onExport?: (csv: string, fileName: string) => void;
  /** More controls at the end of the toolbar (filters). */
  toolbar?: ReactNode;
}

/** Page numbers to offer: first, last, the current one and its neighbours, with gaps between. */
export function pageItems(page: number, lastPage: number): (number | 'gap')[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  delay,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string | undefined;
  delay: number;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <StyledSearch>
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          if (delay <= 0) latest.current(next);
          else timer.current = setTimeout(() => latest.current(next), delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            clearTimeout(timer.current);
            latest.current(text);
          }
        }}
      />
    </StyledSearch>
  );
}

/**
 * A table of one page of rows: S/N, columns, optional totals row and row actions; loading
 * skeleton, empty text and error with retry; optional search, pagination and CSV export.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  showSerial = true,
  totalLabel = 'Total',
  rowActions,
  rowActionsHeader = 'Action',
  loading = false,
  loadingRows,
  emptyText = 'There are no records',
  error,
  onRetry,
  search = '',
  onSearchChange,
  searchLabel = 'Search',
  searchPlaceholder,
  searchDebounceMs = 300,
  page = 1,
  lastPage,
  perPage,
  total,
  onPageChange,
  exportFileName,
  onExport,
  toolbar,
}: DataTableProps<Row>) {
  const statusId = useId();
  // Under DataTableExportProvider every table can be exported, named after its caption.
  const exportEverywhere = useDataTableExport();
  const exportable = Boolean(exportFileName || onExport || exportEverywhere);
  const offset = perPage ? (Math.max(page, 1) - 1) * perPage : 0;
  const hasTotals = columns.some((column) => column.total !== undefined);

  const serialColumn: DataTableColumn<Row> = {
    id: '__serial',
    header: 'S/N',
    cell: (_row, index) => offset + index + 1,
    ...(hasTotals ? { total: totalLabel } : {}),
  };
  const allColumns = showSerial ? [serialColumn, ...columns] : [...columns];
  const columnCount = allColumns.length + (rowActions ? 1 : 0);
  const hasError = error !== undefined && error !== null && error !== false;
  const showRows = !loading && !hasError && rows.length > 0;

  const from = rows.length > 0 ? offset + 1 : 0;
  const to = offset + rows.length;
  const shownTotal = total ?? rows.length;
  const pages = lastPage ?? (perPage && total !== undefined ? Math.max(1, Math.ceil(total / perPage)) : 1);

  const exportCsv = () => {
    const csv = toCsv(allColumns, rows);
    const fileName = exportFileName ?? (exportEverywhere ? exportNameOf(caption) : caption);
    if (onExport) onExport(csv, fileName);
    else downloadCsv(csv, fileName);
  };

  const skeletonCount = loadingRows ?? Math.min(perPage ?? 5, 10);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonCount }, (_, i) => (
      <tr key={`skeleton-${i}`} data-testid="skeleton-row" aria-hidden="true">
        {Array.from({ length: columnCount }, (__, c) => (
          <StyledCell key={c} $align="start">
            <StyledSkeleton />
          </StyledCell>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = (
      <tr>
        <StyledStateCell colSpan={columnCount}>
          <Alert tone="danger">
            <StyledErrorBody>
              <span>{error === true ? 'An error occurred' : error}</span>
              {onRetry ? (
                <Button size="sm" variant="secondary" onClick={onRetry}>
                  Retry
                </Button>
              ) : null}
            </StyledErrorBody>
          </Alert>
        </StyledStateCell>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StyledStateCell colSpan={columnCount}>
          <EmptyState text={emptyText} />
        </StyledStateCell>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <StyledRow key={rowKey ? rowKey(row, index) : index}>
        {allColumns.map((column) => (
          <StyledCell key={column.id} $align={column.align ?? 'start'}>
            {column.cell(row, index)}
          </StyledCell>
        ))}
        {rowActions ? (
          <StyledCell $align="start">
            <StyledActions>{rowActions(row, index)}</StyledActions>
          </StyledCell>
        ) : null}
      </StyledRow>
    ));
  }

  const showToolbar = Boolean(onSearchChange || exportable || toolbar);

  return (
    <StyledDataTable>
      {showToolbar ? (
        <StyledToolbar>
          {onSearchChange ? (
            <SearchBox
              value={search}
              onChange={onSearchChange}
              label={searchLabel}
              placeholder={searchPlaceholder}
              delay={searchDebounceMs}
            />
          ) : (
            <span />
          )}
          <StyledActions>
            {toolbar}
            {exportable ? (
              <Button size="sm" variant="secondary" disabled={!showRows} onClick={exportCsv}>
                Export CSV
              </Button>
            ) : null}
          </StyledActions>
        </StyledToolbar>
      ) : null}
      <StyledScroll role="region" aria-label={caption} tabIndex={0}>
        <StyledTable aria-busy={loading || undefined} aria-describedby={loading ? statusId : undefined}>
          <StyledCaption data-visually-hidden={showCaption ? undefined : 'true'}>{caption}</StyledCaption>
          <thead>
            <tr>
              {allColumns.map((column) => (
                <StyledHeaderCell key={column.id} scope="col" $align={column.align ?? 'start'}>
                  {column.header}
                </StyledHeaderCell>
              ))}
              {rowActions ? (
                <StyledHeaderCell scope="col" $align="start">
                  {rowActionsHeader}
                </StyledHeaderCell>
              ) : null}
            </tr>
          </thead>
          <tbody>{body}</tbody>
          {showRows && hasTotals ? (
            <tfoot>
              <StyledTotalsRow>
                {allColumns.map((column, index) =>
                  index === 0 ? (
                    <StyledTotalsLabel key={column.id} scope="row" $align={column.align ?? 'start'}>
                      {column.total}
                    </StyledTotalsLabel>
                  ) : (
                    <StyledCell key={column.id} $align={column.align ?? 'start'}>
                      {column.total}
                    </StyledCell>
                  ),
                )}
                {rowActions ? <StyledCell $align="start" /> : null}
              </StyledTotalsRow>
            </tfoot>
          ) : null}
        </StyledTable>
      </StyledScroll>
      {loading ? (
        <StyledVisuallyHidden id={statusId} role="status">
          Loading
        </StyledVisuallyHidden>
      ) : null}
      {showRows && (total !== undefined || onPageChange) ? (
        <StyledFooter>
          <span>
            Showing {from}–{to} of {shownTotal}
          </span>
          {onPageChange && pages > 1 ? (
            <nav aria-label={`${caption} pages`}>
              <StyledPageList>
                <li>
                  <StyledPageButton type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                    Previous
                  </StyledPageButton>
                </li>
                {pageItems(page, pages).map((item, i) =>
                  item === 'gap' ? (
                    <li key={`gap-${i}`} aria-hidden="true">
                      <StyledPageGap>…</StyledPageGap>
                    </li>
                  ) : (
                    <li key={item}>
                      <StyledPageButton
                        type="button"
                        aria-label={`Page ${item}`}
                        aria-current={item === page ? 'page' : undefined}
                        onClick={() => {
                          if (item !== page) onPageChange(item);
                        }}
                      >
                        {item}
                      </StyledPageButton>
                    </li>
                  ),
                )}
                <li>
                  <StyledPageButton
                    type="button"
                    disabled={page >= pages}
                    onClick={() => onPageChange(page + 1)}
                  >
                    Next
                  </StyledPageButton>
                </li>
              </StyledPageList>
            </nav>
          ) : null}
        </StyledFooter>
      ) : null}
    </StyledDataTable>
  );
}
