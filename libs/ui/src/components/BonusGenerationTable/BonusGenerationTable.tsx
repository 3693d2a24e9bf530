import { useId, useState, type ReactNode } from 'react';
import {
  BonusGenerationEditModal,
  generationField,
  GENERATIONS,
  type BonusGenerationRow,
  type BonusGenerationValues,
} from '../BonusGenerationEditModal/BonusGenerationEditModal';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { parseNumber } from '../SettingCard/SettingCardRules';
import {
  StyledGenerationCell,
  StyledGenerationTable,
  StyledGenerationTitle,
} from './BonusGenerationTable.styles';

export type BonusGenerationKind = 'referral' | 'upgrade' | 'unilevel' | 'stockistUpline';

export const BONUS_GENERATION_TITLES: Record<BonusGenerationKind, string> = {
  referral: 'Referral bonus settings',
  upgrade: 'Upgrade bonus settings',
  unilevel: 'Unilevel bonus settings',
  stockistUpline: 'Stockist upline bonus settings',
};

/**
 * docs/screens/back-office.md#generation-bonus-tables names the upgrade and unilevel texts; the other two
 * follow the same pattern.
 */
export const BONUS_GENERATION_EMPTY_TEXTS: Record<BonusGenerationKind, string> = {
  referral: 'There are no Referral bonus settings',
  upgrade: 'There are no Upgrade bonus settings',
  unilevel: 'There are no Unilevel bonus settings',
  stockistUpline: 'There are no Stockist upline bonus settings',
};

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'] as const;

/** '-' for 0 (or nothing), otherwise "N %" (docs/screens/back-office.md#generation-bonus-tables). */
export function formatGenerationPercent(value: number | string | null | undefined): string {
  const number = value === null || value === undefined || value === '' ? 0 : parseNumber(value);
  if (number === null) return String(value);
  return number === 0 ? '-' : `${number} %`;
}

export interface BonusGenerationTableProps {
  kind: BonusGenerationKind;
  rows: readonly BonusGenerationRow[];
  /** Saves one package's row; the edit modal closes when it resolves. Without it there is no Edit. */
  onSave?: (id: number, values: BonusGenerationValues, row: BonusGenerationRow) => Promise<unknown> | void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown in the edit modal (e.g. the server's message after a failed save). */
  saveError?: string | null | undefined;
  saving?: boolean;
  /** Overrides the heading (default from `kind`). */
  title?: string;
  emptyText?: ReactNode;
}

/**
 * A generation bonus table (docs/screens/back-office.md#generation-bonus-tables: referral, upgrade, unilevel,
 * stockist upline): one row per registration package, columns 1st to 10th, and an Edit button per row opening
 * BonusGenerationEditModal.
 */
export function BonusGenerationTable({
  kind,
  rows,
  onSave,
  loading = false,
  error,
  onRetry,
  saveError,
  saving = false,
  title,
  emptyText,
}: BonusGenerationTableProps) {
  const [editing, setEditing] = useState<BonusGenerationRow | null>(null);
  const headingId = useId();
  const heading = title ?? BONUS_GENERATION_TITLES[kind];

  const columns: DataTableColumn<BonusGenerationRow>[] = [
    { id: 'name', header: 'Package', cell: (row) => row.name },
    ...GENERATIONS.map((generation, index): DataTableColumn<BonusGenerationRow> => ({
      id: generationField(generation),
      header: ORDINALS[index] ?? `${generation}th`,
      align: 'end',
      cell: (row) => (
        <StyledGenerationCell>
          {formatGenerationPercent(row[generationField(generation)])}
        </StyledGenerationCell>
      ),
    })),
  ];

  return (
    <StyledGenerationTable aria-labelledby={headingId}>
      <StyledGenerationTitle id={headingId}>{heading}</StyledGenerationTitle>
      <DataTable
        caption={`${heading}: percentage per generation`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        showSerial={false}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={emptyText ?? BONUS_GENERATION_EMPTY_TEXTS[kind]}
        {...(onSave
          ? {
              rowActions: (row: BonusGenerationRow) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${row.name}`}
                  onClick={() => setEditing(row)}
                >
                  Edit
                </Button>
              ),
            }
          : {})}
      />
      {onSave ? (
        <BonusGenerationEditModal
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          row={editing}
          title={editing ? `Edit ${editing.name}: ${heading.toLowerCase()}` : undefined}
          submitting={saving}
          error={saveError}
          onSubmit={(values, row) => onSave(row.id, values, row)}
        />
      ) : null}
    </StyledGenerationTable>
  );
}
