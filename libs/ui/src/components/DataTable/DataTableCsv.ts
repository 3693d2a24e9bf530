import { isValidElement, type ReactNode } from 'react';

/** What toCsv needs of a column: a header, and a cell (or a plain csvValue) per row. */
export interface CsvColumn<Row> {
  header: string;
  cell?: (row: Row, index: number) => ReactNode;
  /** Plain text for the CSV when the cell renders more than text (a badge, a link). */
  csvValue?: (row: Row, index: number) => string | number | null | undefined;
  /** The column's cell in the totals row; a totals row is written when any column has one. */
  total?: ReactNode;
  /** Plain text of `total` for the CSV, when `total` is not plain text. */
  csvTotal?: string | number;
}

/** The text a React node shows, as far as it can be known without rendering (strings, numbers, children). */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => nodeText(child)).join('');
  if (isValidElement(node)) return nodeText((node.props as { children?: ReactNode }).children);
  return '';
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?(\d+([.,]\d+)*|\d*\.\d+)$/;

/** One CSV field: quoted when it holds a comma, quote or line break; formula-looking text is defused. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) {
    text = `'${text}`;
  }
  if (/[",\r\n]/.test(text) || text !== text.trim()) {
    return `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

/**
 * The rows as RFC 4180 CSV (CRLF line ends): a header line, one line per row, then a totals line
 * when any column has a `total`. Cells come from `csvValue`, else from the text `cell` renders.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  rows.forEach((row, index) => {
    lines.push(
      columns
        .map((column) =>
          csvField(column.csvValue ? column.csvValue(row, index) : nodeText(column.cell?.(row, index))),
        )
        .join(','),
    );
  });
  if (columns.some((column) => column.total !== undefined)) {
    lines.push(columns.map((column) => csvField(column.csvTotal ?? nodeText(column.total))).join(','));
  }
  return lines.join('\r\n');
}

/** Saves the CSV as a file through a temporary object URL (browser only). */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
