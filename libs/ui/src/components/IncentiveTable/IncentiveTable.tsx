import { formatNaira } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import {
  IncentiveEditModal,
  type AdminIncentive,
  type IncentiveRankOption,
  type IncentiveValues,
} from '../IncentiveEditModal/IncentiveEditModal';
import { ProductImage } from '../ProductImage/ProductImage';
import { StyledIncentiveTable, StyledIncentiveToolbar } from './IncentiveTable.styles';

export const NO_INCENTIVES = 'There are no incentives';

export interface IncentiveTableProps {
  incentives: readonly AdminIncentive[];
  ranks: readonly IncentiveRankOption[];
  onUpdate?: (id: number, values: IncentiveValues, incentive: AdminIncentive) => Promise<unknown> | void;
  /** Shows an "Add Incentive" button. */
  onCreate?: (values: IncentiveValues) => Promise<unknown> | void;
  /** Builds the picture URL from file_path. */
  imageUrl?: (path: string) => string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

/**
 * Ranks and incentives (docs/screens/back-office.md#incentives): rank, CPV points, incentive, cash
 * equivalent, picture, edit.
 */
export function IncentiveTable({
  incentives,
  ranks,
  onUpdate,
  onCreate,
  imageUrl,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: IncentiveTableProps) {
  const [editing, setEditing] = useState<AdminIncentive | null>(null);
  const [creating, setCreating] = useState(false);
  const pictureOf = (incentive: AdminIncentive) =>
    incentive.file_path ? (imageUrl ? imageUrl(incentive.file_path) : incentive.file_path) : null;

  const columns: DataTableColumn<AdminIncentive>[] = [
    { id: 'name', header: 'Rank', cell: (incentive) => incentive.name },
    {
      id: 'points',
      header: 'CPV Points',
      align: 'end',
      cell: (incentive) => `${incentive.points.toLocaleString('en-US')} PV`,
    },
    { id: 'incentive', header: 'Incentive', cell: (incentive) => incentive.incentive },
    {
      id: 'worth',
      header: 'Cash Equivalent',
      align: 'end',
      cell: (incentive) => formatNaira(incentive.worth),
    },
    {
      id: 'picture',
      header: 'Picture',
      cell: (incentive) => <ProductImage name={incentive.incentive} src={pictureOf(incentive)} size={48} />,
      csvValue: (incentive) => incentive.file_path ?? '',
    },
  ];

  return (
    <StyledIncentiveTable>
      {onCreate ? (
        <StyledIncentiveToolbar>
          <Button onClick={() => setCreating(true)}>Add Incentive</Button>
        </StyledIncentiveToolbar>
      ) : null}
      <DataTable
        caption="Ranks and incentives"
        columns={columns}
        rows={incentives}
        rowKey={(incentive) => incentive.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={NO_INCENTIVES}
        {...(onUpdate
          ? {
              rowActions: (incentive: AdminIncentive) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${incentive.name} incentive`}
                  onClick={() => setEditing(incentive)}
                >
                  Edit
                </Button>
              ),
            }
          : {})}
      />
      <IncentiveEditModal
        open={editing !== null || creating}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            setCreating(false);
          }
        }}
        incentive={editing}
        ranks={ranks}
        {...(imageUrl ? { imageUrl } : {})}
        submitting={saving}
        error={saveError}
        onSubmit={(values, incentive) =>
          incentive ? onUpdate?.(incentive.id, values, incentive) : onCreate?.(values)
        }
      />
    </StyledIncentiveTable>
  );
}
