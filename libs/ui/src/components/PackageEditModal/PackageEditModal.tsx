import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, atMostChars, contractForm } from '../../form/contract';
import { requiredText } from '../../form/rules';
import { EditFormDialog, EditFormDialogBody } from '../EditFormDialog/EditFormDialog';
import { StyledEditFormDialogFields } from '../EditFormDialog/EditFormDialog.styles';
import { InputFormField } from '../InputFormField/InputFormField';
import { numberText } from '../SettingCard/SettingCardRules';

/**
 * A registration package as the back office lists it (docs/screens/back-office.md#records). Amounts in naira.
 */
export interface AdminPackage {
  id: number;
  name: string;
  point_value: number;
  registration_value: number;
  pickup_amount?: number | null;
  matching_bonus_cap?: number | null;
}

/** The body of PUT /packages/{id}/update and POST /packages/create. */
export interface PackageValues {
  name: string;
  point_value: number;
  registration_value: number;
  pickup_amount: number;
  matching_bonus_cap: number;
}

export const packageSchema = contractForm(
  'PackageEditModal',
  contract.zCreatePackageBody,
  z.object({
    name: requiredText('Name is required'),
    point_value: numberText({ min: 0 }),
    registration_value: numberText({ min: 0, decimals: 2 }),
    pickup_amount: numberText({ min: 0, decimals: 2 }),
    matching_bonus_cap: numberText({ min: 0, decimals: 2 }),
  }),
  {
    messages: { name: atMostChars('Name') },
    // The form always sends every amount (0 for none); the contract defaults these two to 0.
    uiRequired: ['pickup_amount', 'matching_bonus_cap'],
    toBody: {
      point_value: asNumber,
      registration_value: asNumber,
      pickup_amount: asNumber,
      matching_bonus_cap: asNumber,
    },
  },
);

type PackageFields = z.infer<typeof packageSchema>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export interface PackageEditModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package to edit; null or undefined to create one. */
  pkg?: AdminPackage | null;
  onSubmit: (values: PackageValues, pkg: AdminPackage | null) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
}

function PackageEditModalForm({
  pkg,
  onSubmit,
}: Pick<PackageEditModalProps, 'onSubmit'> & { pkg: AdminPackage | null }) {
  const form = useForm<PackageFields>({
    resolver: zodResolver(packageSchema),
    defaultValues: {
      name: pkg?.name ?? '',
      point_value: text(pkg?.point_value),
      registration_value: text(pkg?.registration_value),
      // docs/screens/back-office.md#registration-packages: pickup amount and matching bonus cap default to 0
      // when not loaded.
      pickup_amount: text(pkg?.pickup_amount ?? 0),
      matching_bonus_cap: text(pkg?.matching_bonus_cap ?? 0),
    },
  });

  const numberField = (name: Exclude<keyof PackageFields, 'name'>, label: string, description?: string) => (
    <InputFormField
      control={form.control}
      name={name}
      label={label}
      description={description}
      inputMode="decimal"
    />
  );

  return (
    <EditFormDialogBody
      form={form}
      submitLabel={pkg ? 'Save changes' : 'Create package'}
      onValid={(fields) =>
        onSubmit(
          {
            name: fields.name.trim(),
            point_value: Number(fields.point_value),
            registration_value: Number(fields.registration_value),
            pickup_amount: Number(fields.pickup_amount),
            matching_bonus_cap: Number(fields.matching_bonus_cap),
          },
          pkg,
        )
      }
    >
      <InputFormField control={form.control} name="name" label="Name" />
      <StyledEditFormDialogFields>
        {numberField('point_value', 'Point Value (PV)')}
        {numberField('registration_value', 'Registration Amount (₦)')}
        {numberField('pickup_amount', 'Product Pickup Amount (₦)')}
        {numberField('matching_bonus_cap', 'Matching Bonus Cap (₦)', '0 means no cap.')}
      </StyledEditFormDialogFields>
    </EditFormDialogBody>
  );
}

/**
 * Edit Package (docs/screens/back-office.md#registration-packages): name, PV, registration and pickup
 * amounts, matching cap.
 */
export function PackageEditModal({ pkg = null, onSubmit, ...dialog }: PackageEditModalProps) {
  return (
    <EditFormDialog {...dialog} noun="Package" record={pkg} createDescription="A new registration package.">
      <PackageEditModalForm pkg={pkg} onSubmit={onSubmit} />
    </EditFormDialog>
  );
}
