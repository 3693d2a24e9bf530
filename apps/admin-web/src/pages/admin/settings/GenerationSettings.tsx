import { ApiError, errorMessage, useMutation, useQuery, type components } from '@kola/api';
import {
  BonusGenerationTable,
  formatGenerationPercent,
  GENERATION_FIELDS,
  GENERATIONS,
  useToast,
  type BonusGenerationKind,
  type BonusGenerationRow,
  type BonusGenerationValues,
} from '@kola/ui';
import { useState } from 'react';
import { refusalOf } from './SettingsCards';
import type { usePlanChange } from './usePlanChange';

type GenerationUpdate = components['schemas']['BonusGenerationUpdateRequest'];
type PreviewTable = NonNullable<components['schemas']['PlanChangePreviewRequest']['generation']>['table'];

/** Each table's read, its row update and its name in POST /settings/preview. */
const TABLES = {
  referral: { read: '/settings/referral-bonus', preview: 'referral' },
  upgrade: { read: '/settings/upgrade-bonus', preview: 'upgrade' },
  unilevel: { read: '/settings/unilevel-bonus', preview: 'unilevel' },
  stockistUpline: { read: '/settings/stockist-upline-bonus', preview: 'stockist_upline' },
} as const satisfies Record<BonusGenerationKind, { read: string; preview: PreviewTable }>;

/** PUT of one row of each table (the contract names them differently). */
function useRowUpdate(kind: BonusGenerationKind) {
  const revalidates = (read: string) => read === TABLES[kind].read;
  const referral = useMutation('put', '/settings/update-referral-bonus/{id}', { revalidates });
  const upgrade = useMutation('put', '/settings/upgrade-bonus/{id}/update', { revalidates });
  const unilevel = useMutation('put', '/settings/unilevel-bonus/{id}/update', { revalidates });
  const stockistUpline = useMutation('put', '/settings/stockist-upline-bonus/{id}', { revalidates });
  const init = (id: number, body: GenerationUpdate) => ({ params: { path: { id } }, body });
  return {
    isMutating: { referral, upgrade, unilevel, stockistUpline }[kind].isMutating,
    save: (id: number, body: GenerationUpdate) => {
      switch (kind) {
        case 'referral':
          return referral.trigger(init(id, body));
        case 'upgrade':
          return upgrade.trigger(init(id, body));
        case 'unilevel':
          return unilevel.trigger(init(id, body));
        case 'stockistUpline':
          return stockistUpline.trigger(init(id, body));
      }
    },
  };
}

/** The generations whose percentage the edit changes, with their old and new values. */
export function changedGenerations(row: BonusGenerationRow, values: BonusGenerationValues) {
  return GENERATION_FIELDS.map((field, index) => ({
    field,
    generation: GENERATIONS[index],
    from: Number(row[field] ?? 0),
    to: values[field],
  })).filter(({ from, to }) => from !== to);
}

export interface GenerationSettingsProps {
  kind: BonusGenerationKind;
  plan: ReturnType<typeof usePlanChange>;
}

/**
 * One generation bonus table (docs/screens/back-office.md#generation-bonus-tables). Edit opens the row's
 * ten percentages; the changed generations are previewed (POST /settings/preview with the row), then
 * Save and its confirmation send only them with the table's own update. The edit stays open when
 * the preview is closed or the server refuses (its message in the edit).
 */
export function GenerationSettings({ kind, plan }: GenerationSettingsProps) {
  const toast = useToast();
  const rows = useQuery(TABLES[kind].read);
  const update = useRowUpdate(kind);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSave = async (id: number, values: BonusGenerationValues, row: BonusGenerationRow) => {
    setRefusal(null);
    const changed = changedGenerations(row, values);
    if (changed.length === 0) {
      toast.show({ tone: 'info', message: 'Nothing changed' });
      return;
    }
    const body = Object.fromEntries(changed.map(({ field, to }) => [field, to])) as GenerationUpdate;
    const outcome = await plan.propose({
      changes: changed.map(({ generation, from, to }) => ({
        label: `${row.name}, generation ${generation}`,
        from: from === 0 ? '0 %' : formatGenerationPercent(from),
        to: to === 0 ? '0 %' : formatGenerationPercent(to),
      })),
      request: { generation: { table: TABLES[kind].preview, id, values: body } },
      save: async () => {
        try {
          const answer = await update.save(id, body);
          toast.show({ tone: 'success', message: answer.message });
        } catch (error) {
          const field = changed.find(
            ({ field: name }) => error instanceof ApiError && error.fieldErrors[name]?.length,
          );
          setRefusal(
            field ? `Generation ${field.generation}: ${refusalOf(error, field.field)}` : errorMessage(error),
          );
          toast.show({ tone: 'danger', message: errorMessage(error) });
          throw error;
        }
      },
    });
    // The edit closes only once the change is saved.
    if (outcome !== 'saved') throw new Error(outcome);
  };

  return (
    <BonusGenerationTable
      kind={kind}
      rows={rows.data ?? []}
      loading={rows.isLoading}
      error={rows.error ? errorMessage(rows.error) : undefined}
      onRetry={() => void rows.mutate()}
      saving={update.isMutating}
      saveError={refusal}
      onSave={onSave}
    />
  );
}
