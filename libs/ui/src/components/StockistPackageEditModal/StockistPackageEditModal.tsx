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

/** A stockist package (docs/screens/back-office.md#records). Amounts in naira. */
export interface AdminStockistPackage {
  id: number;
  name: string;
  registration_value: number;
  /** Defaults to 1. */
  point_value?: number | null;
  pickup_amount: number;
  /** The rebate percentage on fulfilled orders. */
  sales_bonus_percentage: number;
  value?: number | null;
}

/** The body of PUT /stockist-packages/{id}/update. */
export interface StockistPackageValues {
  name: string;
  registration_value: number;
  point_value: number;
  pickup_amount: number;
  sales_bonus_percentage: number;
  value: number;
}

export const stockistPackageSchema = contractForm(
  'StockistPackageEditModal',
  contract.zCreateStockistPackageBody,
  z.object({
    name: requiredText('Name is required'),
    registration_value: numberText({ min: 0, decimals: 2 }),
    point_value: numberText({ min: 0 }),
    pickup_amount: numberText({ min: 0, decimals: 2 }),
    sales_bonus_percentage: numberText({ min: 0, max: 100, decimals: 2 }),
    value: numberText({ min: 0, decimals: 2 }),
  }),
  {
    messages: { name: atMostChars('Name') },
    // The form always sends every figure; the contract defaults point_value to 1 and leaves value out.
    uiRequired: ['point_value', 'value'],
    toBody: {
      registration_value: asNumber,
      point_value: asNumber,
      pickup_amount: asNumber,
      sales_bonus_percentage: asNumber,
      value: asNumber,
    },
  },
);

type Fields = z.infer<typeof stockistPackageSchema>;

export interface StockistPackageEditModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package to edit; null or undefined to create one. */
  pkg?: AdminStockistPackage | null;
  onSubmit: (values: StockistPackageValues, pkg: AdminStockistPackage | null) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
}

const text = (value: number | null | undefined, fallback = '') =>
  value === null || value === undefined ? fallback : String(value);

function StockistPackageEditModalForm({
  pkg,
  onSubmit,
}: Pick<StockistPackageEditModalProps, 'onSubmit'> & { pkg: AdminStockistPackage | null }) {
  const form = useForm<Fields>({
    resolver: zodResolver(stockistPackageSchema),
    defaultValues: {
      name: pkg?.name ?? '',
      registration_value: text(pkg?.registration_value),
      point_value: text(pkg?.point_value, '1'),
      pickup_amount: text(pkg?.pickup_amount, '0'),
      sales_bonus_percentage: text(pkg?.sales_bonus_percentage),
      value: text(pkg?.value, pkg ? text(pkg.registration_value) : ''),
    },
  });

  const numberField = (name: Exclude<keyof Fields, 'name'>, label: string, description?: string) => (
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
            registration_value: Number(fields.registration_value),
            point_value: Number(fields.point_value),
            pickup_amount: Number(fields.pickup_amount),
            sales_bonus_percentage: Number(fields.sales_bonus_percentage),
            value: Number(fields.value),
          },
          pkg,
        )
      }
    >
      <InputFormField control={form.control} name="name" label="Name" />
      <StyledEditFormDialogFields>
        {numberField('registration_value', 'Registration price (₦)')}
        {numberField('sales_bonus_percentage', 'Rebate percentage (%)')}
        {numberField('pickup_amount', 'Pickup amount (₦)')}
        {numberField('point_value', 'Point value (PV)', 'Usually 1.')}
        {numberField('value', 'Package value (₦)', 'Shown on the package card.')}
      </StyledEditFormDialogFields>
    </EditFormDialogBody>
  );
}

/** Edit a stockist package (docs/screens/back-office.md#stockist-packages). */
export function StockistPackageEditModal({ pkg = null, onSubmit, ...dialog }: StockistPackageEditModalProps) {
  return (
    <EditFormDialog
      {...dialog}
      noun="Stockist Package"
      record={pkg}
      createDescription="A new stockist package."
    >
      <StockistPackageEditModalForm pkg={pkg} onSubmit={onSubmit} />
    </EditFormDialog>
  );
}
