import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { StyledFormItem } from '../../form/Form.styles';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { SelectInput } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { Input } from '../TextField/TextField';
import { StyledError, StyledHint, StyledLabel } from '../TextField/TextField.styles';
import {
  StyledBankActions,
  StyledBankFields,
  StyledBankForm,
  StyledResolvedName,
} from './BankDetailsForm.styles';

export const NO_BANK_DETAILS_TEXT = 'User has not submitted bank details';
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{10,}$/;

/** One bank of GET /payments/banks. */
export interface BankListItem {
  bank: string;
  code: string;
}

/** The bank payload of PUT /users/{id}/update-bank-details. */
export interface BankDetailsValues {
  bank_name: string;
  bank_code: string;
  bank_account_number: string;
  /** Always the name the provider resolved, never typed. */
  bank_account_name: string;
}

export const bankDetailsSchema = contractForm(
  'BankDetailsForm',
  contract.zUpdateBankDetailsBody,
  z.object({
    bank_code: z.string().check(z.minLength(1, 'Bank is required')),
    bank_account_number: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Account number is required'),
        z.regex(/^[0-9]+$/, 'Account number must contain digits only'),
        z.minLength(10, 'Account number must be at least 10 digits'),
      ),
  }),
  { messages: { bank_account_number: 'Account number must be at most 10 digits' } },
);

type Fields = z.infer<typeof bankDetailsSchema>;

export interface BankDetailsFormProps {
  banks: readonly BankListItem[];
  /** The saved details (profile bank_* fields); null fields mean none yet. */
  defaultValues?: Partial<Record<keyof BankDetailsValues, string | null>>;
  /** The profile's bank_editable: while false the form is read-only and has no Update Data button. */
  bankEditable: boolean;
  /** Resolves the account holder's name (POST /payments/verify-bank-details); rejects when it cannot. */
  onResolve: (bankCode: string, accountNumber: string) => Promise<string>;
  /** Gets the resolved name with the bank; runs only after a successful resolution. */
  onSubmit: (values: BankDetailsValues) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string | null | undefined;
  loadingBanks?: boolean;
  /** Wait after the last change before resolving the name. */
  resolveDelayMs?: number;
  submitLabel?: string;
}

type Resolution =
  | { key: string; status: 'idle' }
  | { key: string; status: 'resolving' }
  | { key: string; status: 'resolved'; name: string }
  | { key: string; status: 'failed'; message: string };

const keyOf = (bankCode: string, accountNumber: string) => `${bankCode}|${accountNumber.trim()}`;
const RESOLVE_FAILED = 'Unable to resolve the account name. Check the bank and the account number.';

/**
 * The Bank Details tab's form: bank, account number (at least 10 digits) and the read-only
 * account name the provider resolves. Disabled unless the admin made the details editable.
 */
export function BankDetailsForm({
  banks,
  defaultValues,
  bankEditable,
  onResolve,
  onSubmit,
  submitting = false,
  error,
  loadingBanks = false,
  resolveDelayMs = 400,
  submitLabel = 'Update Data',
}: BankDetailsFormProps) {
  const nameId = useId();
  const nameHintId = useId();
  const defaultCode = defaultValues?.bank_code ?? '';
  const defaultNumber = defaultValues?.bank_account_number ?? '';
  const defaultName = defaultValues?.bank_account_name ?? '';

  const form = useForm<Fields>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: { bank_code: defaultCode, bank_account_number: defaultNumber },
  });
  const bankCode = useWatch({ control: form.control, name: 'bank_code' }) ?? '';
  const accountNumber = useWatch({ control: form.control, name: 'bank_account_number' }) ?? '';
  const key = keyOf(bankCode, accountNumber);

  const [resolution, setResolution] = useState<Resolution>(() =>
    defaultCode && defaultNumber && defaultName
      ? { key: keyOf(defaultCode, defaultNumber), status: 'resolved', name: defaultName }
      : { key: '', status: 'idle' },
  );
  const latestKey = useRef(key);
  latestKey.current = key;
  const resolutionRef = useRef(resolution);
  resolutionRef.current = resolution;
  const onResolveRef = useRef(onResolve);
  onResolveRef.current = onResolve;

  const resolve = useCallback(async (code: string, number: string): Promise<string | null> => {
    const requestKey = keyOf(code, number);
    setResolution({ key: requestKey, status: 'resolving' });
    try {
      const name = (await onResolveRef.current(code, number.trim())).trim();
      if (latestKey.current !== requestKey) return null;
      if (!name) throw new Error(RESOLVE_FAILED);
      setResolution({ key: requestKey, status: 'resolved', name });
      return name;
    } catch (caught) {
      if (latestKey.current === requestKey) {
        const message = caught instanceof Error && caught.message ? caught.message : RESOLVE_FAILED;
        setResolution({ key: requestKey, status: 'failed', message });
      }
      return null;
    }
  }, []);

  // Resolve the name shortly after a bank and a complete account number are entered.
  useEffect(() => {
    if (!bankEditable || !bankCode || !ACCOUNT_NUMBER_PATTERN.test(accountNumber.trim())) return undefined;
    if (resolutionRef.current.key === key && resolutionRef.current.status !== 'idle') return undefined;
    const timer = setTimeout(() => void resolve(bankCode, accountNumber), resolveDelayMs);
    return () => clearTimeout(timer);
  }, [bankEditable, bankCode, accountNumber, key, resolve, resolveDelayMs]);

  const current = resolution.key === key ? resolution : null;
  const resolvedName = current?.status === 'resolved' ? current.name : '';
  const busy = submitting || form.formState.isSubmitting;
  const hasDetails = Boolean(defaultNumber);

  return (
    <Form {...form}>
      <StyledBankForm
        noValidate
        aria-label="Bank details"
        onSubmit={form.handleSubmit(async (values) => {
          if (!bankEditable) return;
          const number = values.bank_account_number.trim();
          const saved = resolutionRef.current;
          const name =
            saved.key === keyOf(values.bank_code, number) && saved.status === 'resolved'
              ? saved.name
              : await resolve(values.bank_code, number);
          if (!name) return;
          const bank = banks.find((item) => item.code === values.bank_code);
          await onSubmit({
            bank_name: bank?.bank ?? defaultValues?.bank_name ?? '',
            bank_code: values.bank_code,
            bank_account_number: number,
            bank_account_name: name,
          });
        })}
      >
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {!bankEditable ? (
          <Alert tone="info">
            {hasDetails
              ? 'Your bank details can only be changed when an administrator allows it.'
              : `${NO_BANK_DETAILS_TEXT}. An administrator must allow changes before you can add them.`}
          </Alert>
        ) : null}
        <StyledBankFields disabled={!bankEditable || busy}>
          <FormField
            control={form.control}
            name="bank_code"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Bank</FormLabel>
                <FormControl>
                  <SelectInput
                    placeholder={loadingBanks ? 'Loading banks…' : 'Choose a bank'}
                    options={banks.map((item) => ({ value: item.code, label: item.bank }))}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="bank_account_number"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Account number</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="off" maxLength={20} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <StyledFormItem>
            <StyledLabel htmlFor={nameId}>Account name</StyledLabel>
            <StyledResolvedName>
              <Input
                id={nameId}
                value={resolvedName}
                readOnly
                placeholder={current?.status === 'resolving' ? 'Resolving…' : 'Filled in from your bank'}
                aria-describedby={nameHintId}
                aria-invalid={current?.status === 'failed' || undefined}
              />
              {current?.status === 'resolving' ? <Spinner size="sm" label="Resolving account name" /> : null}
            </StyledResolvedName>
            {current?.status === 'failed' ? (
              <StyledError id={nameHintId} role="alert">
                {current.message}
              </StyledError>
            ) : (
              <StyledHint id={nameHintId}>The name your bank holds for this account.</StyledHint>
            )}
          </StyledFormItem>
        </StyledBankFields>
        {bankEditable ? (
          <StyledBankActions>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </StyledBankActions>
        ) : null}
      </StyledBankForm>
    </Form>
  );
}
