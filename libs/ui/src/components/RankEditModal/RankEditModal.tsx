import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, atMostChars, contractForm } from '../../form/contract';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { requiredText } from '../../form/rules';
import { EditFormDialog, EditFormDialogBody } from '../EditFormDialog/EditFormDialog';
import { StyledEditFormDialogFields } from '../EditFormDialog/EditFormDialog.styles';
import { InputFormField } from '../InputFormField/InputFormField';
import { SelectInput } from '../Select/Select';
import { numberText } from '../SettingCard/SettingCardRules';
import { StyledRankDescription } from './RankEditModal.styles';
import { ELIGIBLE, NOT_ELIGIBLE } from './RankEditModalTexts';

/** A rank as GET /ranks/all lists it (docs/screens/back-office.md#records). */
export interface AdminRank {
  id: number;
  name: string;
  /** CPV needed for the rank. */
  points: number;
  is_global_profit_eligible: 0 | 1 | boolean;
  description?: string | null;
  /** Id of the lowest package a holder must have. */
  package?: number | null;
  package_name?: string | null;
}

/** The body of PUT /ranks/{id}/update and POST /ranks/create (RankInput). */
export interface RankValues {
  name: string;
  points: number;
  is_global_profit_eligible: 0 | 1;
  description: string | null;
  package_id: number;
}

export interface RankPackageOption {
  id: number;
  name: string;
}

export const PACKAGE_REQUIRED = 'Package required';
export { ELIGIBLE, NOT_ELIGIBLE };

export const rankSchema = contractForm(
  'RankEditModal',
  contract.zCreateRankBody,
  z.object({
    name: requiredText('Name is required'),
    points: numberText({ min: 0 }),
    is_global_profit_eligible: z
      .string()
      .check(z.refine((value) => ['0', '1'].includes(value), 'Eligibility is required')),
    description: z.string(),
    package_id: z.string().check(z.minLength(1, PACKAGE_REQUIRED)),
  }),
  {
    messages: { name: atMostChars('Name'), description: atMostChars('Description') },
    toBody: { points: asNumber, is_global_profit_eligible: asNumber, package_id: asNumber },
  },
);

type RankFields = z.infer<typeof rankSchema>;

export interface RankEditModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rank to edit; null or undefined to create one. */
  rank?: AdminRank | null;
  /** The packages a rank may require. */
  packages: readonly RankPackageOption[];
  onSubmit: (values: RankValues, rank: AdminRank | null) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
}

function RankEditModalForm({
  rank,
  packages,
  onSubmit,
}: Pick<RankEditModalProps, 'packages' | 'onSubmit'> & { rank: AdminRank | null }) {
  const form = useForm<RankFields>({
    resolver: zodResolver(rankSchema),
    defaultValues: {
      name: rank?.name ?? '',
      points: rank ? String(rank.points) : '',
      is_global_profit_eligible: rank ? (rank.is_global_profit_eligible ? '1' : '0') : '',
      description: rank?.description ?? '',
      package_id: rank?.package ? String(rank.package) : '',
    },
  });

  return (
    <EditFormDialogBody
      form={form}
      submitLabel={rank ? 'Save changes' : 'Create rank'}
      onValid={(fields) =>
        onSubmit(
          {
            name: fields.name.trim(),
            points: Number(fields.points),
            is_global_profit_eligible: fields.is_global_profit_eligible === '1' ? 1 : 0,
            description: fields.description.trim() || null,
            package_id: Number(fields.package_id),
          },
          rank,
        )
      }
    >
      <StyledEditFormDialogFields>
        <InputFormField control={form.control} name="name" label="Name" />
        <InputFormField control={form.control} name="points" label="Points (PV)" inputMode="decimal" />
        <FormField
          control={form.control}
          name="is_global_profit_eligible"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Global profit</FormLabel>
              <FormControl>
                <SelectInput
                  placeholder="Choose…"
                  options={[
                    { value: '1', label: ELIGIBLE },
                    { value: '0', label: NOT_ELIGIBLE },
                  ]}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="package_id"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Package</FormLabel>
              <FormControl>
                <SelectInput
                  placeholder="Choose a package"
                  options={packages.map((pkg) => ({ value: String(pkg.id), label: pkg.name }))}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </StyledEditFormDialogFields>
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description (optional)</FormLabel>
            <FormControl>
              <StyledRankDescription rows={3} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </EditFormDialogBody>
  );
}

/**
 * Edit a rank (docs/screens/back-office.md#ranks): name, points, global profit eligibility, package ("Package
 * required").
 */
export function RankEditModal({ rank = null, packages, onSubmit, ...dialog }: RankEditModalProps) {
  return (
    <EditFormDialog {...dialog} noun="Rank" record={rank} createDescription="A new rank.">
      <RankEditModalForm rank={rank} packages={packages} onSubmit={onSubmit} />
    </EditFormDialog>
  );
}
