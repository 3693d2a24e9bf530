import { useId, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledChartFrame,
  StyledChartFrameArea,
  StyledChartFrameDescription,
  StyledChartFrameHeader,
  StyledChartFrameLoading,
  StyledChartFrameTable,
  StyledChartFrameTitle,
} from './ChartFrame.styles';

/** The chart's numbers as a table (header row + data rows), for screen readers. */
export interface ChartFrameTable {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export interface ChartFrameProps {
  title: string;
  /** A one-line summary under the title (also the section's description). */
  description?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** No data: shows `emptyText` instead of the chart. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** The same data as the chart, for screen readers (the drawing itself is hidden from them). */
  table?: ChartFrameTable;
  /** Height of the drawing in px. */
  height?: number;
  /** The chart itself (plain SVG: docs/adr/0015-charts-without-a-chart-library.md). */
  children?: ReactNode;
}

/**
 * Frame for a chart: title, summary, loading/error/empty states, and a visually hidden data table
 * so screen readers get the numbers the picture shows.
 */
export function ChartFrame({
  title,
  description,
  loading = false,
  error,
  onRetry,
  empty = false,
  emptyText = 'There is no data to show',
  table,
  height = 280,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  const descriptionId = useId();

  let body: ReactNode;
  if (error) {
    body = (
      <Alert tone="danger">
        {error}{' '}
        {onRetry ? (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (loading) {
    body = (
      <StyledChartFrameLoading $height={height} data-testid="chart-loading">
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      </StyledChartFrameLoading>
    );
  } else if (empty) {
    body = <EmptyState text={emptyText} />;
  } else {
    body = (
      <>
        <StyledChartFrameArea $height={height} aria-hidden="true" data-testid="chart-area">
          {children}
        </StyledChartFrameArea>
        {table ? (
          <StyledChartFrameTable>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </StyledChartFrameTable>
        ) : null}
      </>
    );
  }

  return (
    <StyledChartFrame
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={loading || undefined}
      data-state={error ? 'error' : loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      <StyledChartFrameHeader>
        <StyledChartFrameTitle id={titleId}>{title}</StyledChartFrameTitle>
        {description ? (
          <StyledChartFrameDescription id={descriptionId}>{description}</StyledChartFrameDescription>
        ) : null}
      </StyledChartFrameHeader>
      {body}
    </StyledChartFrame>
  );
}
