import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { parseNumber } from '../SettingCard/SettingCardRules';
import { Input } from '../TextField/TextField';
import {
  StyledGenerationActions,
  StyledGenerationForm,
  StyledGenerationGrid,
} from './BonusGenerationEditModal.styles';

/**
 * Generations 1 to 10 of the referral, upgrade, unilevel and stockist upline tables
 * (docs/plan.md#generation-bonuses).
 */
export const GENERATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type Generation = (typeof GENERATIONS)[number];
export type GenerationField = `generation_${Generation}_percentage`;

export const generationField = (generation: Generation): GenerationField =>
  `generation_${generation}_percentage`;
export const GENERATION_FIELDS: readonly GenerationField[] = GENERATIONS.map(generationField);

/**
 * "{field} is not a valid number" (docs/screens/back-office.md#validation,
 * docs/screens/back-office.md#messages), e.g. "generation_3_percentage is not a valid number".
 */
export const notValidNumberMessage = (field: string) => `${field} is not a valid number`;

/** The ten percentages as sent to the update call (empty inputs are sent as 0). */
export type BonusGenerationValues = Record<GenerationField, number>;

/** One package's row of a generation bonus table (docs/plan.md#generation-bonuses). */
export type BonusGenerationRow = {
  id: number;
  /** The package's name. */
  name: string;
  package_id?: number;
} & Partial<Record<GenerationField, number | string | null>>;

type GenerationFormFields = Record<GenerationField, string>;

/** A filled value must be a plain number from 0 to 100; an empty one passes. */
const generationRule = (field: GenerationField) =>
  z.string().check(
    z.superRefine((raw, ctx) => {
      if (raw.trim() === '') return;
      const value = parseNumber(raw);
      if (value === null || value > 100)
        ctx.addIssue({ code: 'custom', message: notValidNumberMessage(field) });
    }),
  );

export const bonusGenerationSchema = contractForm(
  'BonusGenerationEditModal',
  contract.zUpdateReferralBonusSettingBody,
  z.object(
    Object.fromEntries(GENERATION_FIELDS.map((field) => [field, generationRule(field)])) as Record<
      GenerationField,
      ReturnType<typeof generationRule>
    >,
  ),
  { toBody: Object.fromEntries(GENERATION_FIELDS.map((field) => [field, asNumber])) },
);

const initialFields = (row: BonusGenerationRow | null | undefined): GenerationFormFields =>
  Object.fromEntries(
    GENERATION_FIELDS.map((field) => {
      const value = row?.[field];
      return [field, value === null || value === undefined ? '' : String(value)];
    }),
  ) as GenerationFormFields;

export interface BonusGenerationEditModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package row being edited. */
  row: BonusGenerationRow | null | undefined;
  /** Called only when every value is valid; the modal closes when it resolves. */
  onSubmit: (values: BonusGenerationValues, row: BonusGenerationRow) => Promise<unknown> | void;
  /** Defaults to "Edit <package name>". */
  title?: string;
  submitting?: boolean;
  error?: string | null | undefined;
}

function BonusGenerationEditModalForm({
  row,
  onSubmit,
  onOpenChange,
  submitting,
  error,
}: Pick<BonusGenerationEditModalProps, 'onSubmit' | 'onOpenChange' | 'error'> & {
  row: BonusGenerationRow;
  submitting: boolean;
}) {
  const form = useForm<GenerationFormFields>({
    resolver: zodResolver(bonusGenerationSchema),
    defaultValues: initialFields(row),
  });
  const busy = submitting || form.formState.isSubmitting;
  return (
    <Form {...form}>
      <StyledGenerationForm
        noValidate
        aria-label={`${row.name} generation percentages`}
        onSubmit={form.handleSubmit(async (fields) => {
          const values = Object.fromEntries(
            GENERATION_FIELDS.map((field) => [field, parseNumber(fields[field]) ?? 0]),
          ) as BonusGenerationValues;
          try {
            await onSubmit(values, row);
            onOpenChange(false);
          } catch {
            // The page shows the failure; keep the values for another try.
          }
        })}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <StyledGenerationGrid>
          {GENERATIONS.map((generation) => (
            <FormField
              key={generation}
              control={form.control}
              name={generationField(generation)}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Generation {generation} (%)</FormLabel>
                  <FormControl>
                    <Input inputMode="decimal" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </StyledGenerationGrid>
        <StyledGenerationActions>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save changes
          </Button>
        </StyledGenerationActions>
      </StyledGenerationForm>
    </Form>
  );
}

/**
 * Edits the ten generation percentages of one package (docs/screens/back-office.md#generation-bonus-tables
 * referral, upgrade, unilevel and stockist upline screens). A filled value that is not a number shows
 * "{field} is not a valid number" and nothing is sent; empty values pass (sent as 0).
 */
export function BonusGenerationEditModal({
  open,
  onOpenChange,
  row,
  onSubmit,
  title,
  submitting = false,
  error,
}: BonusGenerationEditModalProps) {
  return (
    <Dialog
      open={open && !!row}
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
      title={title ?? `Edit ${row?.name ?? 'package'}`}
      description="Percentages paid to each generation. Leave a generation empty to pay nothing."
    >
      {row ? (
        <BonusGenerationEditModalForm
          row={row}
          onSubmit={onSubmit}
          onOpenChange={onOpenChange}
          submitting={submitting}
          error={error}
        />
      ) : null}
    </Dialog>
  );
}
