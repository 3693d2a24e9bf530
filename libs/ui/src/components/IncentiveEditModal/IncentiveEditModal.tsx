import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, atMostChars, contractForm } from '../../form/contract';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { requiredText } from '../../form/rules';
import { applyServerErrors, serverErrorOf } from '../../form/serverErrors';
import { FileUploadField, IMAGE_TYPES, uploadRule } from '../FileUploadField/FileUploadField';
import { FormDialog, FormDialogBody, submitThenClose } from '../FormDialog/FormDialog';
import { ProductImage } from '../ProductImage/ProductImage';
import { SelectInput } from '../Select/Select';
import { numberText } from '../SettingCard/SettingCardRules';
import { Input } from '../TextField/TextField';
import { StyledCurrentPicture, StyledIncentiveFields } from './IncentiveEditModal.styles';

/** An incentive as GET /incentives/all lists it (docs/screens/back-office.md#records). */
export interface AdminIncentive {
  id: number;
  /** The rank's name. */
  name: string;
  /** The rank's CPV points. */
  points: number;
  incentive: string;
  /** Cash equivalent in naira. */
  worth: number;
  /** Storage path of the picture. */
  file_path: string | null;
  rank_id: number;
}

/** The multipart fields of POST /incentives/{id}/update (and /incentives/create). */
export interface IncentiveValues {
  rank_id: number;
  incentive: string;
  worth: number;
  /**
   * Left out when no new picture was chosen (docs/screens/back-office.md#incentives: dropped if none chosen).
   */
  file_path?: File;
}

export interface IncentiveRankOption {
  id: number;
  name: string;
}

const incentiveFields = {
  rank_id: z.string().check(z.minLength(1, 'Rank is required')),
  incentive: requiredText('Incentive is required'),
  worth: numberText({ min: 0, decimals: 2 }),
};

/** Editing: the picture is optional. */
export const incentiveUpdateSchema = contractForm(
  'IncentiveEditModal (edit)',
  contract.zUpdateIncentiveBody,
  z.object({ ...incentiveFields, file_path: uploadRule() }),
  {
    messages: { incentive: atMostChars('Incentive') },
    // Editing sends the whole incentive; the update body leaves each field optional.
    uiRequired: ['rank_id', 'incentive', 'worth'],
    files: ['file_path'],
    toBody: { rank_id: asNumber, worth: asNumber },
  },
);
/** Creating: the picture is required. */
export const incentiveCreateSchema = contractForm(
  'IncentiveEditModal',
  contract.zCreateIncentiveBody,
  z.object({
    ...incentiveFields,
    file_path: uploadRule({ requiredMessage: 'Picture is required' }),
  }),
  {
    messages: { incentive: atMostChars('Incentive') },
    files: ['file_path'],
    toBody: { rank_id: asNumber, worth: asNumber },
  },
);

type IncentiveFields = z.infer<typeof incentiveUpdateSchema>;

export interface IncentiveEditModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The incentive to edit; null or undefined to create one. */
  incentive?: AdminIncentive | null;
  ranks: readonly IncentiveRankOption[];
  onSubmit: (values: IncentiveValues, incentive: AdminIncentive | null) => Promise<unknown> | void;
  /** Builds the picture URL from file_path. */
  imageUrl?: (path: string) => string;
  submitting?: boolean;
  error?: string | null | undefined;
}

function IncentiveEditModalForm({
  incentive,
  ranks,
  onSubmit,
  onOpenChange,
  imageUrl,
  submitting,
  error,
}: Omit<IncentiveEditModalProps, 'open' | 'incentive' | 'submitting'> & {
  incentive: AdminIncentive | null;
  submitting: boolean;
}) {
  const form = useForm<IncentiveFields>({
    resolver: zodResolver(incentive ? incentiveUpdateSchema : incentiveCreateSchema),
    defaultValues: {
      rank_id: incentive ? String(incentive.rank_id) : '',
      incentive: incentive?.incentive ?? '',
      worth: incentive ? String(incentive.worth) : '',
      file_path: null,
    },
  });
  const busy = submitting || form.formState.isSubmitting;

  return (
    <Form {...form}>
      <FormDialogBody
        busy={busy}
        error={error ?? serverErrorOf(form.formState.errors)}
        submitLabel={incentive ? 'Save changes' : 'Create incentive'}
        onCancel={() => onOpenChange(false)}
        onSubmit={form.handleSubmit((fields) =>
          submitThenClose(
            async () => {
              try {
                await onSubmit(
                  {
                    rank_id: Number(fields.rank_id),
                    incentive: fields.incentive.trim(),
                    worth: Number(fields.worth),
                    ...(fields.file_path ? { file_path: fields.file_path } : {}),
                  },
                  incentive,
                );
              } catch (err) {
                // A 422's messages go on their fields (the picture's too); any refusal above them.
                applyServerErrors(form, err);
                throw err;
              }
            },
            () => onOpenChange(false),
          ),
        )}
      >
        <StyledIncentiveFields>
          <FormField
            control={form.control}
            name="rank_id"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Rank</FormLabel>
                <FormControl>
                  <SelectInput
                    placeholder="Choose a rank"
                    options={ranks.map((rank) => ({ value: String(rank.id), label: rank.name }))}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="worth"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Cash worth (₦)</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </StyledIncentiveFields>
        <FormField
          control={form.control}
          name="incentive"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Incentive</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {incentive ? (
          <StyledCurrentPicture>
            <ProductImage
              name={incentive.incentive}
              src={
                incentive.file_path ? (imageUrl ? imageUrl(incentive.file_path) : incentive.file_path) : null
              }
              size={56}
            />
            Current picture
          </StyledCurrentPicture>
        ) : null}
        <FormField
          control={form.control}
          name="file_path"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{incentive ? 'New picture (optional)' : 'Picture'}</FormLabel>
              <FormControl>
                <FileUploadField
                  types={IMAGE_TYPES}
                  removeLabel="Remove picture"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(file) => {
                    field.onChange(file);
                    if (file) void form.trigger('file_path');
                  }}
                />
              </FormControl>
              <FormDescription>JPEG, PNG or WebP, at most 500kB.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormDialogBody>
    </Form>
  );
}

/**
 * Edit an incentive (docs/screens/back-office.md#incentives): rank, incentive, cash worth and an optional new
 * picture.
 */
export function IncentiveEditModal({
  open,
  onOpenChange,
  incentive = null,
  ranks,
  onSubmit,
  imageUrl,
  submitting = false,
  error,
}: IncentiveEditModalProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={submitting}
      title={incentive ? 'Edit Incentive' : 'Add Incentive'}
      description={incentive ? `${incentive.name}: ${incentive.incentive}` : 'The reward of a rank.'}
    >
      <IncentiveEditModalForm
        incentive={incentive}
        ranks={ranks}
        onSubmit={onSubmit}
        onOpenChange={onOpenChange}
        {...(imageUrl ? { imageUrl } : {})}
        submitting={submitting}
        error={error}
      />
    </FormDialog>
  );
}
