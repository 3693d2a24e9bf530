import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import {
  StyledJobProgress,
  StyledJobProgressDetail,
  StyledJobProgressFill,
  StyledJobProgressHeader,
  StyledJobProgressLabel,
  StyledJobProgressPercent,
  StyledJobProgressTrack,
} from './JobProgress.styles';

export type JobProgressStatus = 'running' | 'done' | 'failed';

export interface JobProgressProps {
  /** What is running, e.g. "Monthly matching bonus run". Names the progress bar. */
  label: ReactNode;
  /** 0–100. Omit (or null) while the total is unknown: the bar is indeterminate. */
  percent?: number | null | undefined;
  status?: JobProgressStatus;
  /** A progress line, e.g. "1,200 of 5,000 members". */
  detail?: ReactNode;
  /** Why it failed (status failed); defaults to "An error occurred". */
  error?: ReactNode;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const statusBadge = {
  running: { tone: 'info', text: 'Running' },
  done: { tone: 'success', text: 'Done' },
  failed: { tone: 'danger', text: 'Failed' },
} as const;

/** Progress of a long-running job: label, percentage (or indeterminate), and a done/failed outcome. */
export function JobProgress({ label, percent, status = 'running', detail, error }: JobProgressProps) {
  const labelId = useId();
  const known = percent !== null && percent !== undefined && Number.isFinite(percent);
  const value = status === 'done' ? 100 : known ? clamp(percent) : null;
  const fillState = status === 'running' ? (value === null ? 'indeterminate' : 'running') : status;
  const valueText =
    status === 'done'
      ? 'Done'
      : status === 'failed'
        ? value === null
          ? 'Failed'
          : `Failed at ${value}%`
        : value === null
          ? 'In progress'
          : `${value}%`;
  const badge = statusBadge[status];

  return (
    <StyledJobProgress data-status={status}>
      <StyledJobProgressHeader>
        <StyledJobProgressLabel id={labelId}>{label}</StyledJobProgressLabel>
        <span>
          {status === 'running' && value !== null ? (
            <StyledJobProgressPercent aria-hidden="true">{value}% </StyledJobProgressPercent>
          ) : null}
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </span>
      </StyledJobProgressHeader>
      <StyledJobProgressTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
        aria-valuetext={valueText}
        aria-busy={status === 'running' || undefined}
      >
        <StyledJobProgressFill $percent={value ?? 0} data-state={fillState} />
      </StyledJobProgressTrack>
      {status === 'failed' ? (
        <StyledJobProgressDetail role="alert">{error ?? 'An error occurred'}</StyledJobProgressDetail>
      ) : (
        <StyledJobProgressDetail role="status">
          {status === 'done' ? (detail ?? 'Done') : detail}
        </StyledJobProgressDetail>
      )}
    </StyledJobProgress>
  );
}
