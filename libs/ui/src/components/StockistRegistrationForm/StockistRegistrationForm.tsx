import { zodResolver } from '@hookform/resolvers/zod';
import { contract, formatNaira } from '@kola/domain';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormGrid, StyledFormStack } from '../../form/Form.styles';
import { PHONE_PATTERN, requiredText, USERNAME_PATTERN } from '../../form/rules';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { CompanyBankAccounts, type CompanyBank } from '../CompanyBankAccounts/CompanyBankAccounts';
import {
  FileUploadField,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  uploadRule,
} from '../FileUploadField/FileUploadField';
import { SelectInput } from '../Select/Select';
import { STOCKIST_STATES, StorePreview, type StockistState } from '../StorePreview/StorePreview';
import { Input } from '../TextField/TextField';
import { StyledSwitchInput, StyledSwitchLabel } from '../TwoFactorToggle/TwoFactorToggle.styles';
import {
  StyledDisclaimerText,
  StyledRegistrationAside,
  StyledRegistrationLayout,
} from './StockistRegistrationForm.styles';

/**
 * docs/screens/stockist.md#stockist-registration: the disclaimer a member must accept before registering a
 * store.
 */
export const STOCKIST_DISCLAIMER =
  "On termination, 70% of the initial capital may be refunded, at the company's discretion.";
export const DISCLAIMER_REQUIRED = 'You must accept the disclaimer';

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The store fields shared by registration and the store profile
 * (docs/screens/stockist.md#stockist-registration, docs/screens/stockist.md#stockist-profile).
 */
/** The wording of the contract's limits on the store fields (the contract supplies the numbers). */
export const storeFieldMessages = {
  store_name: atMostChars('Store name'),
  store_address: atMostChars('Store address'),
};

export const storeFieldsSchema = z.object({
  store_name: requiredText('Store name is required'),
  store_address: requiredText('Store address is required'),
  store_state: z.string().check(z.refine((value) => ['lagos', 'oyo'].includes(value), 'State is required')),
  store_phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Store phone is required'),
      z.regex(PHONE_PATTERN, 'Enter a valid phone number'),
    ),
});

export const stockistRegistrationSchema = contractForm(
  'StockistRegistrationForm',
  contract.zCreateStockistBody,
  z.extend(storeFieldsSchema, {
    disclaimer: z.boolean().check(z.refine((value) => value, DISCLAIMER_REQUIRED)),
    stockist_package_id: z.string().check(z.minLength(1, 'Select a stockist package')),
    referrer: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || USERNAME_PATTERN.test(value) || EMAIL_LIKE.test(value),
        'Enter a valid username or email',
      ),
    ),
    payment_receipt: uploadRule({
      requiredMessage: 'Payment receipt is required',
      types: RECEIPT_TYPES,
      typeMessage: RECEIPT_TYPE_MESSAGE,
    }),
  }),
  {
    messages: { ...storeFieldMessages, referrer: atMostChars('Referrer') },
    uiOnly: ['disclaimer'],
    files: ['payment_receipt'],
    toBody: { stockist_package_id: Number },
  },
);

export type StockistRegistrationFields = z.infer<typeof stockistRegistrationSchema>;

/** What onSubmit receives: the multipart fields of POST /stockists/create. */
export interface StockistRegistrationValues {
  store_name: string;
  store_address: string;
  store_state: StockistState;
  store_phone: string;
  stockist_package_id: number;
  /** The signee's username or email; left out when empty. */
  referrer?: string;
  payment_receipt: File;
}

export interface StockistPackageOption {
  id: number;
  name: string;
  registration_value: number;
}

export interface StockistRegistrationFormProps {
  packages: StockistPackageOption[];
  /** Company accounts to pay into. */
  banks: CompanyBank[];
  banksLoading?: boolean;
  defaultValues?: Partial<Omit<StockistRegistrationFields, 'payment_receipt'>>;
  onSubmit: (values: StockistRegistrationValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  disclaimer?: string;
}

/**
 * Become a Stockist (docs/screens/stockist.md#stockist-registration): disclaimer, store form, receipt, live
 * preview and the company accounts.
 */
export function StockistRegistrationForm({
  packages,
  banks,
  banksLoading = false,
  defaultValues,
  onSubmit,
  submitting = false,
  error,
  disclaimer = STOCKIST_DISCLAIMER,
}: StockistRegistrationFormProps) {
  const form = useForm<StockistRegistrationFields>({
    resolver: zodResolver(stockistRegistrationSchema),
    defaultValues: {
      disclaimer: false,
      store_name: '',
      store_address: '',
      store_state: '',
      store_phone: '',
      stockist_package_id: '',
      referrer: '',
      payment_receipt: null,
      ...defaultValues,
    },
  });
  const busy = submitting || form.formState.isSubmitting;
  const watched = useWatch({ control: form.control });
  const packageLabel = (pkg: StockistPackageOption) => `${pkg.name} — ${formatNaira(pkg.registration_value)}`;
  const chosenPackage = packages.find((pkg) => String(pkg.id) === watched.stockist_package_id);

  const text = (
    name: 'store_name' | 'store_address' | 'store_phone' | 'referrer',
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
    <StyledRegistrationLayout>
      <Form {...form}>
        <StyledFormStack
          noValidate
          aria-label="Stockist registration"
          onSubmit={form.handleSubmit(async (values) => {
            const referrer = values.referrer.trim();
            await onSubmit({
              store_name: values.store_name.trim(),
              store_address: values.store_address.trim(),
              store_state: values.store_state as StockistState,
              store_phone: values.store_phone.trim(),
              stockist_package_id: Number(values.stockist_package_id),
              ...(referrer ? { referrer } : {}),
              payment_receipt: values.payment_receipt as File,
            });
          })}
        >
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Alert tone="warning" title="Disclaimer">
            <StyledDisclaimerText>{disclaimer}</StyledDisclaimerText>
          </Alert>
          <FormField
            control={form.control}
            name="disclaimer"
            render={({ field: { value, onChange, ...field } }) => (
              <FormItem>
                <StyledSwitchLabel>
                  <FormControl>
                    <StyledSwitchInput
                      type="checkbox"
                      role="switch"
                      checked={value}
                      aria-checked={value}
                      onChange={(event) => onChange(event.target.checked)}
                      {...field}
                    />
                  </FormControl>
                  I have read and accept the disclaimer
                </StyledSwitchLabel>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormGrid>
            {text('store_name', 'Store name')}
            {text('store_phone', 'Store phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          </StyledFormGrid>
          {text('store_address', 'Store address', { autoComplete: 'street-address' })}
          <StyledFormGrid>
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
            <FormField
              control={form.control}
              name="stockist_package_id"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Stockist package</FormLabel>
                  <FormControl>
                    <SelectInput
                      options={packages.map((pkg) => ({ value: String(pkg.id), label: packageLabel(pkg) }))}
                      placeholder="Choose a package"
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </StyledFormGrid>
          {text('referrer', 'Referrer username or email (optional)', { autoCapitalize: 'none' })}
          <FormField
            control={form.control}
            name="payment_receipt"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Payment receipt (image or PDF, at most 500kB)</FormLabel>
                <FormControl>
                  <FileUploadField
                    types={RECEIPT_TYPES}
                    removeLabel="Remove receipt"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(file) => {
                      field.onChange(file);
                      // Check a new file at once (the 500kB warning shows without waiting for submit).
                      if (file) void form.trigger('payment_receipt');
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormActions>
            <Button type="submit" loading={busy} fullWidth>
              Register as stockist
            </Button>
          </StyledFormActions>
        </StyledFormStack>
      </Form>
      <StyledRegistrationAside>
        <StorePreview
          storeName={watched.store_name}
          storeAddress={watched.store_address}
          storeState={watched.store_state}
          storePhone={watched.store_phone}
          packageName={chosenPackage ? packageLabel(chosenPackage) : ''}
          referrer={watched.referrer ?? ''}
          receiptName={watched.payment_receipt instanceof File ? watched.payment_receipt.name : ''}
        />
        <CompanyBankAccounts banks={banks} loading={banksLoading} />
      </StyledRegistrationAside>
    </StyledRegistrationLayout>
  );
}
