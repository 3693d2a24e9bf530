import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormActions, StyledFormGrid, StyledFormStack } from '../../form/Form.styles';
import { requiredText } from '../../form/rules';
import { applyServerErrors, serverErrorOf } from '../../form/serverErrors';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import { StyledCompanyAddress } from './CompanyDetailsForm.styles';

/** The company fields of the settings record, sent with PUT /settings/update. */
export interface CompanyDetailsValues {
  company_address: string;
  company_email: string;
  company_phone: string;
}

export const companyDetailsSchema = contractForm(
  'CompanyDetailsForm',
  contract.zUpdateSettingsBody,
  z.object({
    company_address: requiredText('Company address is required'),
    company_email: requiredText('Company email is required').check(z.email('Enter a valid email address')),
    company_phone: requiredText('Company phone is required').check(
      z.regex(/^\+?[0-9 ()-]{7,30}$/, 'Enter a valid phone number'),
    ),
  }),
  {
    messages: { company_address: atMostChars('Company address') },
    uiRequired: ['company_address', 'company_email', 'company_phone'],
  },
);

export interface CompanyDetailsFormProps {
  /** The saved details (null fields when never set). */
  details?: Partial<Record<keyof CompanyDetailsValues, string | null>> | null | undefined;
  onSubmit: (values: CompanyDetailsValues) => Promise<unknown> | void;
  loading?: boolean;
  submitting?: boolean;
  error?: string | null | undefined;
}

const fromDetails = (details: CompanyDetailsFormProps['details']): CompanyDetailsValues => ({
  company_address: details?.company_address ?? '',
  company_email: details?.company_email ?? '',
  company_phone: details?.company_phone ?? '',
});

/** Company details (docs/screens/back-office.md#company-details): address, email and phone, all required. */
export function CompanyDetailsForm({
  details,
  onSubmit,
  loading = false,
  submitting = false,
  error,
}: CompanyDetailsFormProps) {
  const form = useForm<CompanyDetailsValues>({
    resolver: zodResolver(companyDetailsSchema),
    defaultValues: fromDetails(details),
  });
  const { reset } = form;
  const key = JSON.stringify(fromDetails(details));
  useEffect(() => {
    reset(JSON.parse(key) as CompanyDetailsValues);
  }, [key, reset]);
  const busy = submitting || form.formState.isSubmitting;
  // The page's message, or the last refused save's (applyServerErrors).
  const shownError = error ?? serverErrorOf(form.formState.errors);

  return (
    <Card title="Company details">
      {loading ? (
        <Spinner label="Loading company details" />
      ) : (
        <Form {...form}>
          <StyledFormStack
            noValidate
            onSubmit={form.handleSubmit(async (values) => {
              try {
                await onSubmit({
                  company_address: values.company_address.trim(),
                  company_email: values.company_email.trim(),
                  company_phone: values.company_phone.trim(),
                });
              } catch (err) {
                // A 422's messages go on their fields; the page shows the message above them.
                applyServerErrors(form, err);
              }
            })}
          >
            {shownError ? <Alert tone="danger">{shownError}</Alert> : null}
            <StyledFormGrid>
              <FormField
                control={form.control}
                name="company_email"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Company email</FormLabel>
                    <FormControl>
                      <Input type="email" autoComplete="off" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="company_phone"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Company phone</FormLabel>
                    <FormControl>
                      <Input type="tel" inputMode="tel" autoComplete="off" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </StyledFormGrid>
            <FormField
              control={form.control}
              name="company_address"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Company address</FormLabel>
                  <FormControl>
                    <StyledCompanyAddress rows={3} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <StyledFormActions>
              <Button type="submit" loading={busy}>
                Update company details
              </Button>
            </StyledFormActions>
          </StyledFormStack>
        </Form>
      )}
    </Card>
  );
}
