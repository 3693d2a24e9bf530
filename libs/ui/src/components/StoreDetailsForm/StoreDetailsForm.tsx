import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormGrid, StyledFormStack } from '../../form/Form.styles';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { SelectInput } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { storeFieldMessages, storeFieldsSchema } from '../StockistRegistrationForm/StockistRegistrationForm';
import { STOCKIST_STATES, StorePreview, type StockistState } from '../StorePreview/StorePreview';
import { Input } from '../TextField/TextField';
import { StyledStoreDetailsLayout } from './StoreDetailsForm.styles';

export type StoreDetailsFields = z.infer<typeof storeFieldsSchema>;

// The update body leaves every field optional (a partial update); this form always sends the whole
// store, so it requires each field.
const storeDetailsSchema = contractForm('StoreDetailsForm', contract.zUpdateStockistBody, storeFieldsSchema, {
  uiRequired: ['store_name', 'store_address', 'store_state', 'store_phone'],
  messages: storeFieldMessages,
});

/** What onSubmit receives: the body of PUT /stockists/{id}/update. */
export interface StoreDetailsValues {
  store_name: string;
  store_address: string;
  store_state: StockistState;
  store_phone: string;
}

export interface StoreDetailsFormProps {
  /** The store as saved; the form starts from it and resets when it changes. */
  store?: Partial<StoreDetailsFields> | null | undefined;
  /** The stockist package, shown in the preview. */
  packageName?: string | null | undefined;
  onSubmit: (values: StoreDetailsValues) => Promise<unknown> | void;
  loading?: boolean;
  submitting?: boolean;
  error?: string | null | undefined;
}

const EMPTY: StoreDetailsFields = { store_name: '', store_address: '', store_state: '', store_phone: '' };

/**
 * Stockist profile (docs/screens/stockist.md#stockist-profile): edit the store details with a live preview.
 */
export function StoreDetailsForm({
  store,
  packageName,
  onSubmit,
  loading = false,
  submitting = false,
  error,
}: StoreDetailsFormProps) {
  const form = useForm<StoreDetailsFields>({
    resolver: zodResolver(storeDetailsSchema),
    defaultValues: { ...EMPTY, ...store },
  });
  const { reset } = form;
  // Reset when the saved store really changes (not on every new object from the page).
  const storeKey = JSON.stringify(store ?? {});
  useEffect(() => {
    reset({ ...EMPTY, ...(JSON.parse(storeKey) as Partial<StoreDetailsFields>) });
  }, [storeKey, reset]);
  const watched = useWatch({ control: form.control });
  const busy = submitting || form.formState.isSubmitting;

  if (loading) return <Spinner label="Loading store details" />;

  const text = (
    name: 'store_name' | 'store_address' | 'store_phone',
    label: string,
    props: Record<string, string> = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...props} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <StyledStoreDetailsLayout>
      <Form {...form}>
        <StyledFormStack
          noValidate
          aria-label="Store details"
          onSubmit={form.handleSubmit(async (values) => {
            await onSubmit({
              store_name: values.store_name.trim(),
              store_address: values.store_address.trim(),
              store_state: values.store_state as StockistState,
              store_phone: values.store_phone.trim(),
            });
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <StyledFormGrid>
            {text('store_name', 'Store name')}
            {text('store_phone', 'Store phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </StyledFormGrid>
          {text('store_address', 'Store address', { autoComplete: 'street-address' })}
          <FormField
            control={form.control}
            name="store_state"
            render={({ field }) => (
              <FormItem>
                <FormLabel>State</FormLabel>
                <FormControl>
                  <SelectInput options={[...STOCKIST_STATES]} placeholder="Choose a state" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" loading={busy}>
              Update store details
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
      <StorePreview
        storeName={watched.store_name}
        storeAddress={watched.store_address}
        storeState={watched.store_state}
        storePhone={watched.store_phone}
        {...(packageName !== undefined ? { packageName } : {})}
      />
    </StyledStoreDetailsLayout>
  );
}
