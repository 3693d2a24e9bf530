import { formatNaira } from '@kola/domain';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { StyledVisuallyHidden } from '../VisuallyHidden/VisuallyHidden.styles';
import {
  StyledDifference,
  StyledPreview,
  StyledPreviewHeading,
  StyledPreviewNote,
  StyledPreviewSection,
  StyledPreviewSkeleton,
  StyledPreviewTable,
  StyledPreviewTableFrame,
} from './PlanChangePreview.styles';

/** PlanRunFigures of the contract: one scheduled run's next period. Money in naira. */
export interface PlanRunFigures {
  members: number;
  paid: number;
  forfeited: number;
  forfeited_lines: number;
}

/** PlanActivationFigures of the contract: what one typical registration pays at activation. */
export interface PlanActivationFigures {
  paid: number;
  forfeited: number;
  by_kind: readonly { kind: string; amount: number }[];
}

export type PlanRunKind = 'matching' | 'equilibrium' | 'profit_pool' | 'global_profit';

/** POST /settings/preview's answer (PlanChangePreview). */
export interface PlanChangePreviewData {
  runs: readonly { kind: PlanRunKind; period: string; current: PlanRunFigures; proposed: PlanRunFigures }[];
  activation: readonly {
    package_id: number;
    package_name: string;
    current: PlanActivationFigures;
    proposed: PlanActivationFigures;
  }[];
}

export const PLAN_RUN_NAMES: Record<PlanRunKind, string> = {
  matching: 'Matching bonus',
  equilibrium: 'Equilibrium bonus',
  profit_pool: 'Profit pool',
  global_profit: 'Global profit sharing',
};

export const PLAN_PREVIEW_LOAD_ERROR = 'We could not work out the effect of this change';
export const PLAN_PREVIEW_EMPTY_TEXT =
  'No scheduled run and no registration package is affected: there is nothing to compare yet.';
export const PLAN_PREVIEW_UNCHANGED_TEXT = 'This change pays the same as today on every run and activation.';

/** The difference of two naira amounts, rounded to the kobo. */
const minus = (proposed: number, current: number) => Math.round((proposed - current) * 100) / 100;

/** "+₦500.00", "−₦500.00", "No change". */
export function formatNairaDifference(difference: number): string {
  if (difference === 0) return 'No change';
  return `${difference > 0 ? '+' : '−'}${formatNaira(Math.abs(difference))}`;
}

/** "+3", "−2", "No change". */
export function formatCountDifference(difference: number): string {
  if (difference === 0) return 'No change';
  return `${difference > 0 ? '+' : '−'}${Math.abs(difference).toLocaleString('en-US')}`;
}

/** "Referral bonus" for referral_bonus. */
export const bonusKindName = (kind: string) => {
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Difference({ value, money }: { value: number; money: boolean }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'same';
  return (
    <StyledDifference data-direction={direction}>
      {money ? formatNairaDifference(value) : formatCountDifference(value)}
    </StyledDifference>
  );
}

interface FigureRow {
  label: string;
  current: number;
  proposed: number;
  money: boolean;
}

function FigureTable({ caption, rows }: { caption: string; rows: FigureRow[] }) {
  const show = (row: FigureRow, value: number) =>
    row.money ? formatNaira(value) : value.toLocaleString('en-US');
  return (
    <StyledPreviewTableFrame role="region" aria-label={caption} tabIndex={0}>
      <StyledPreviewTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <StyledVisuallyHidden>Figure</StyledVisuallyHidden>
            </th>
            <th scope="col">Current</th>
            <th scope="col">Proposed</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{show(row, row.current)}</td>
              <td>{show(row, row.proposed)}</td>
              <td>
                <Difference
                  value={row.money ? minus(row.proposed, row.current) : row.proposed - row.current}
                  money={row.money}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledPreviewTable>
    </StyledPreviewTableFrame>
  );
}

/** Whether the proposed values pay exactly what the current ones pay, everywhere. */
export function previewChangesNothing(preview: PlanChangePreviewData): boolean {
  const runsSame = preview.runs.every(
    ({ current, proposed }) =>
      current.members === proposed.members &&
      current.paid === proposed.paid &&
      current.forfeited === proposed.forfeited,
  );
  const activationSame = preview.activation.every(
    ({ current, proposed }) => current.paid === proposed.paid && current.forfeited === proposed.forfeited,
  );
  return runsSame && activationSame;
}

export interface PlanChangePreviewProps {
  /** The answer of POST /settings/preview; undefined before it. */
  preview?: PlanChangePreviewData | null | undefined;
  loading?: boolean;
  /** Why the preview could not be made (the server's message, e.g. a refused value). */
  error?: ReactNode;
  /** Shown with the error: ask again. */
  onRetry?: () => void;
}

/**
 * The effect of a plan change before it is saved (docs/screens/back-office.md#preview-of-a-change):
 * for the next period of each scheduled run, the members paid, the total paid and the total forfeited
 * with the current and the proposed values and their difference; then per registration package what a
 * typical registration pays at activation. Loading, error (with Retry) and empty states.
 */
export function PlanChangePreview({ preview, loading = false, error, onRetry }: PlanChangePreviewProps) {
  if (loading || (!preview && !error)) {
    return (
      <StyledPreview aria-busy="true" data-state="loading">
        <StyledPreviewNote>Working out the effect on the next runs and on activations…</StyledPreviewNote>
        <StyledPreviewSkeleton aria-hidden="true" />
        <StyledPreviewSkeleton aria-hidden="true" />
      </StyledPreview>
    );
  }
  if (error || !preview) {
    return (
      <StyledPreview data-state="error">
        <Alert tone="danger" title={PLAN_PREVIEW_LOAD_ERROR}>
          {error}
        </Alert>
        {onRetry ? (
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </div>
        ) : null}
      </StyledPreview>
    );
  }
  if (preview.runs.length === 0 && preview.activation.length === 0) {
    return (
      <StyledPreview data-state="empty">
        <StyledPreviewNote>{PLAN_PREVIEW_EMPTY_TEXT}</StyledPreviewNote>
      </StyledPreview>
    );
  }
  return (
    <StyledPreview data-state="ready">
      {previewChangesNothing(preview) ? <Alert tone="info">{PLAN_PREVIEW_UNCHANGED_TEXT}</Alert> : null}
      {preview.runs.length > 0 ? (
        <StyledPreviewSection aria-label="Next scheduled runs">
          <StyledPreviewHeading>Next scheduled runs</StyledPreviewHeading>
          {preview.runs.map((run) => (
            <FigureTable
              key={`${run.kind}-${run.period}`}
              caption={`${PLAN_RUN_NAMES[run.kind] ?? bonusKindName(run.kind)} (${run.period})`}
              rows={[
                {
                  label: 'Members paid',
                  current: run.current.members,
                  proposed: run.proposed.members,
                  money: false,
                },
                { label: 'Total paid', current: run.current.paid, proposed: run.proposed.paid, money: true },
                {
                  label: 'Forfeited',
                  current: run.current.forfeited,
                  proposed: run.proposed.forfeited,
                  money: true,
                },
              ]}
            />
          ))}
        </StyledPreviewSection>
      ) : null}
      {preview.activation.length > 0 ? (
        <StyledPreviewSection aria-label="A registration at activation">
          <StyledPreviewHeading>A registration at activation</StyledPreviewHeading>
          <StyledPreviewNote>What a typical registration of each package pays its uplines.</StyledPreviewNote>
          {preview.activation.map((item) => {
            const kinds = [
              ...new Set([...item.current.by_kind, ...item.proposed.by_kind].map(({ kind }) => kind)),
            ];
            const amountOf = (figures: PlanActivationFigures, kind: string) =>
              figures.by_kind
                .filter((line) => line.kind === kind)
                .reduce((sum, line) => Math.round((sum + line.amount) * 100) / 100, 0);
            return (
              <FigureTable
                key={item.package_id}
                caption={item.package_name}
                rows={[
                  ...kinds.map((kind) => ({
                    label: bonusKindName(kind),
                    current: amountOf(item.current, kind),
                    proposed: amountOf(item.proposed, kind),
                    money: true,
                  })),
                  {
                    label: 'Total paid',
                    current: item.current.paid,
                    proposed: item.proposed.paid,
                    money: true,
                  },
                  {
                    label: 'Forfeited',
                    current: item.current.forfeited,
                    proposed: item.proposed.forfeited,
                    money: true,
                  },
                ]}
              />
            );
          })}
        </StyledPreviewSection>
      ) : null}
    </StyledPreview>
  );
}
