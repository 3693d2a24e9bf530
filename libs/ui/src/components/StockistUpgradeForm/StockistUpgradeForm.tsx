import { zodResolver } from '@hookform/resolvers/zod';
import { contract, formatNaira, koboToNaira, nairaToKobo } from '@kola/domain';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { asNumber, contractForm } from '../../form/contract';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../../form/Form';
import { StyledFormActions, StyledFormStack } from '../../form/Form.styles';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import {
  FileUploadField,
  RECEIPT_TYPE_MESSAGE,
  RECEIPT_TYPES,
  uploadRule,
} from '../FileUploadField/FileUploadField';
import { SELECT_UPGRADE_PACKAGE_MESSAGE } from '../PackageUpgradeCard/PackageUpgradeCard';
import { SelectInput } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import {
  StyledStockistUpgradeBody,
  StyledStockistUpgradeFieldset,
  StyledStockistUpgradeNote,
  StyledStockistUpgradePrice,
  StyledStockistUpgradePriceTitle,
  StyledStockistUpgradeTotal,
} from './StockistUpgradeForm.styles';

export const RECEIPT_REQUIRED_MESSAGE = 'Payment receipt is required';
export const HIGHEST_STOCKIST_PACKAGE_TEXT = 'You are on the highest stockist package.';

/** A stockist package (GET /stockist-packages/all), amounts in naira. */
export interface StockistUpgradePackage {
  id: number;
  name: string;
  /** The registration price of the package. */
  registration_value: number;
  /** The registration pickup allowance. */
  pickup_amount?: number;
  /** The rebate on fulfilled orders, in percent. */
  sales_bonus_percentage?: number;
}

/** The server's figures for one target package (GET /stockists/package/{packageId}/difference). */
export interface StockistUpgradeQuote {
  packageId: number;
  /** The upgrade price in naira. */
  package_difference: number;
  /** The target package's rebate percentage. */
  rebate?: number;
}

/** What onSubmit receives: the form data of POST /stockists/{id}/upgrade. */
export interface StockistUpgradeValues {
  stockist_package_id: number;
  payment_receipt: File;
}

export const stockistUpgradeSchema = contractForm(
  'StockistUpgradeForm',
  contract.zUpgradeStockistBody,
  z.object({
    stockist_package_id: z.string().check(z.minLength(1, SELECT_UPGRADE_PACKAGE_MESSAGE)),
    payment_receipt: uploadRule({
      requiredMessage: RECEIPT_REQUIRED_MESSAGE,
      types: RECEIPT_TYPES,
      typeMessage: RECEIPT_TYPE_MESSAGE,
    }),
  }),
  { files: ['payment_receipt'], toBody: { stockist_package_id: asNumber } },
);

type Fields = z.infer<typeof stockistUpgradeSchema>;

export interface StockistUpgradeFormProps {
  /**
   * Every stockist package; only those with an id above the current one are offered
   * (docs/screens/stockist.md#stockist-profile).
   */
  packages: readonly StockistUpgradePackage[];
  /** The stockist's current package. */
  currentPackageId: number;
  /** A package was chosen (or the choice cleared); the page may fetch its quote. */
  onPackageChange?: (target: StockistUpgradePackage | null) => void;
  /** The server's price for the chosen package; replaces the price computed from the packages. */
  quote?: StockistUpgradeQuote | null;
  quoteLoading?: boolean;
  onSubmit: (values: StockistUpgradeValues) => Promise<unknown> | void;
  submitting?: boolean;
  /** The packages are loading. */
  loading?: boolean;
  /** Why loading or the last submit failed (e.g. the server's message). */
  error?: ReactNode;
  /** Shows a "Try again" button next to the error (e.g. reload the packages). */
  onRetry?: () => void;
  /** An upgrade to this package awaits the administrator: the form is shown but disabled. */
  pendingPackageName?: string | null;
  /** Disables the form for any other reason. */
  disabled?: boolean;
  title?: string;
}

/** Upgrade price in naira: the difference of the registration prices, or null if not computable. */
export function stockistUpgradePrice(
  current: StockistUpgradePackage | undefined,
  target: StockistUpgradePackage,
): number | null {
  try {
    if (!current) return target.registration_value;
    const difference = nairaToKobo(target.registration_value) - nairaToKobo(current.registration_value);
    return koboToNaira(Math.max(0, difference));
  } catch {
    return null;
  }
}

const packageLabel = (pkg: StockistUpgradePackage) => `${pkg.name} — ${formatNaira(pkg.registration_value)}`;

/**
 * The stockist profile's package upgrade (docs/screens/stockist.md#stockist-profile): choose a higher
 * stockist package, see its price card, upload the payment receipt (at most 500kB) and submit.
 */
export function StockistUpgradeForm({
  packages,
  currentPackageId,
  onPackageChange,
  quote,
  quoteLoading = false,
  onSubmit,
  submitting = false,
  loading = false,
  error,
  onRetry,
  pendingPackageName,
  disabled = false,
  title = 'Upgrade stockist package',
}: StockistUpgradeFormProps) {
  const priceTitleId = useId();
  const form = useForm<Fields>({
    resolver: zodResolver(stockistUpgradeSchema),
    defaultValues: { stockist_package_id: '', payment_receipt: null },
  });
  const chosenId = useWatch({ control: form.control, name: 'stockist_package_id' });

  const errorAlert = error ? (
    <Alert tone="danger">
      {error}{' '}
      {onRetry ? (
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  ) : null;

  if (loading) {
    return (
      <Card title={title}>
        <Spinner label="Loading packages" />
      </Card>
    );
  }

  const current = packages.find((pkg) => pkg.id === currentPackageId);
  const higher = packages.filter((pkg) => pkg.id > currentPackageId).sort((a, b) => a.id - b.id);
  const target = higher.find((pkg) => String(pkg.id) === chosenId);
  const matchingQuote = target && quote && quote.packageId === target.id ? quote : null;
  const amount = target ? (matchingQuote?.package_difference ?? stockistUpgradePrice(current, target)) : null;
  const rebate = matchingQuote?.rebate ?? target?.sales_bonus_percentage;
  const busy = submitting || form.formState.isSubmitting;
  const locked = disabled || Boolean(pendingPackageName);

  if (packages.length === 0 && error) {
    return (
      <Card title={title}>
        <StyledStockistUpgradeBody>{errorAlert}</StyledStockistUpgradeBody>
      </Card>
    );
  }

  return (
    <Card title={title}>
      <StyledStockistUpgradeBody>
        {errorAlert}
        {pendingPackageName ? (
          <Alert tone="info" title="Upgrade awaiting approval">
            Your upgrade to {pendingPackageName} is being processed. You can request another upgrade once it
            has been approved or disapproved.
          </Alert>
        ) : null}
        {current ? (
          <StyledStockistUpgradeNote>
            Current package: <strong>{current.name}</strong>
          </StyledStockistUpgradeNote>
        ) : null}
        {higher.length === 0 ? (
          <StyledStockistUpgradeNote>{HIGHEST_STOCKIST_PACKAGE_TEXT}</StyledStockistUpgradeNote>
        ) : (
          <Form {...form}>
            <StyledFormStack
              noValidate
              aria-label="Stockist package upgrade"
              onSubmit={form.handleSubmit(async (values) => {
                await onSubmit({
                  stockist_package_id: Number(values.stockist_package_id),
                  payment_receipt: values.payment_receipt as File,
                });
              })}
            >
              <StyledStockistUpgradeFieldset disabled={locked || busy}>
                <FormField
                  control={form.control}
                  name="stockist_package_id"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>New stockist package</FormLabel>
                      <FormControl>
                        <SelectInput
                          placeholder="Choose a package"
                          options={higher.map((pkg) => ({ value: String(pkg.id), label: packageLabel(pkg) }))}
                          {...field}
                          onChange={(event) => {
                            field.onChange(event);
                            const next = higher.find((pkg) => String(pkg.id) === event.target.value);
                            onPackageChange?.(next ?? null);
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                {target ? (
                  <StyledStockistUpgradePrice
                    aria-labelledby={priceTitleId}
                    aria-busy={quoteLoading || undefined}
                  >
                    <StyledStockistUpgradePriceTitle id={priceTitleId}>
                      Upgrade to {target.name}
                    </StyledStockistUpgradePriceTitle>
                    <dl>
                      {current ? (
                        <div>
                          <dt>Current package</dt>
                          <dd>
                            {current.name} ({formatNaira(current.registration_value)})
                          </dd>
                        </div>
                      ) : null}
                      <div>
                        <dt>New package</dt>
                        <dd>
                          {target.name} ({formatNaira(target.registration_value)})
                        </dd>
                      </div>
                      {rebate !== undefined ? (
                        <div>
                          <dt>Rebate</dt>
                          <dd>{rebate} %</dd>
                        </div>
                      ) : null}
                      {target.pickup_amount !== undefined ? (
                        <div>
                          <dt>Pickup amount</dt>
                          <dd>{formatNaira(target.pickup_amount)}</dd>
                        </div>
                      ) : null}
                      <StyledStockistUpgradeTotal>
                        <dt>Amount to pay</dt>
                        <dd>
                          {quoteLoading ? (
                            <Spinner size="sm" label="Loading price" />
                          ) : amount === null ? (
                            '—'
                          ) : (
                            formatNaira(amount)
                          )}
                        </dd>
                      </StyledStockistUpgradeTotal>
                    </dl>
                  </StyledStockistUpgradePrice>
                ) : null}
                <FormField
                  control={form.control}
                  name="payment_receipt"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Payment receipt</FormLabel>
                      <FormDescription>
                        Pay the amount into a company account, then upload the receipt (image or PDF, at most
                        500kB).
                      </FormDescription>
                      <FormControl>
                        <FileUploadField
                          types={RECEIPT_TYPES}
                          removeLabel="Remove receipt"
                          name={field.name}
                          ref={field.ref}
                          value={field.value}
                          onBlur={field.onBlur}
                          disabled={locked || busy}
                          onChange={(file) => {
                            field.onChange(file);
                            // Check a new file at once: the 500kB warning shows before submitting.
                            if (file) void form.trigger('payment_receipt');
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <StyledFormActions>
                  <Button type="submit" loading={busy} disabled={locked}>
                    Submit upgrade
                  </Button>
                </StyledFormActions>
              </StyledStockistUpgradeFieldset>
            </StyledFormStack>
          </Form>
        )}
      </StyledStockistUpgradeBody>
    </Card>
  );
}
