import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { requiredText } from '../../form/rules';
import { applyServerErrors, serverErrorOf } from '../../form/serverErrors';
import { Button } from '../Button/Button';
import { NO_COMPANY_BANKS, type CompanyBank } from '../CompanyBankAccounts/CompanyBankAccounts';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { FormDialog, FormDialogBody, submitThenClose } from '../FormDialog/FormDialog';
import { SelectInput } from '../Select/Select';
import { Input } from '../TextField/TextField';
import {
  StyledAccountNumber,
  StyledBankName,
  StyledCompanyBankList,
  StyledCompanyBankToolbar,
} from './CompanyBankList.styles';

export const DELETE_BANK_CONFIRMATION = 'Are you sure you want to delete this bank?';
export const NO_BANKS = NO_COMPANY_BANKS;

/** One bank of the payment provider's list (GET /payments/banks). */
export interface ProviderBank {
  bank: string;
  code: string;
}

/** The body of POST /banks/create and PUT /banks/{id}/update. */
export interface CompanyBankValues {
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
}

export const companyBankSchema = contractForm(
  'CompanyBankList',
  contract.zCreateCompanyBankBody,
  z.object({
    bank_name: z.string().check(z.minLength(1, 'Bank is required')),
    bank_account_name: requiredText('Account name is required'),
    bank_account_number: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Account number is required'),
        z.regex(/^[0-9]{10}$/, 'Account number must be 10 digits'),
      ),
  }),
  { messages: { bank_account_name: atMostChars('Account name') } },
);

export interface CompanyBankListProps {
  banks: readonly CompanyBank[];
  /** Fills the bank select (from the payment provider). */
  bankOptions: readonly ProviderBank[];
  onCreate?: (values: CompanyBankValues) => Promise<unknown> | void;
  onUpdate?: (id: number, values: CompanyBankValues, bank: CompanyBank) => Promise<unknown> | void;
  /** Runs after "Are you sure you want to delete this bank?" is confirmed. */
  onDelete?: (id: number, bank: CompanyBank) => Promise<unknown> | void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  saving?: boolean;
  saveError?: string | null | undefined;
}

function CompanyBankForm({
  bank,
  bankOptions,
  onSubmit,
  onClose,
  saving,
  saveError,
}: {
  bank: CompanyBank | null;
  bankOptions: readonly ProviderBank[];
  onSubmit: (values: CompanyBankValues) => Promise<unknown> | void;
  onClose: () => void;
  saving: boolean;
  saveError: string | null | undefined;
}) {
  const form = useForm<CompanyBankValues>({
    resolver: zodResolver(companyBankSchema),
    defaultValues: {
      bank_name: bank?.bank_name ?? '',
      bank_account_name: bank?.bank_account_name ?? '',
      bank_account_number: bank?.bank_account_number ?? '',
    },
  });
  const names = bankOptions.map((option) => option.bank);
  // Keep a saved bank selectable even when the provider's list no longer has it.
  if (bank && !names.includes(bank.bank_name)) names.unshift(bank.bank_name);
  const busy = saving || form.formState.isSubmitting;

  return (
    <Form {...form}>
      <FormDialogBody
        busy={busy}
        error={saveError ?? serverErrorOf(form.formState.errors)}
        submitLabel={bank ? 'Save changes' : 'Add bank'}
        onCancel={onClose}
        onSubmit={form.handleSubmit((values) =>
          submitThenClose(async () => {
            try {
              await onSubmit({
                bank_name: values.bank_name,
                bank_account_name: values.bank_account_name.trim(),
                bank_account_number: values.bank_account_number.trim(),
              });
            } catch (err) {
              applyServerErrors(form, err);
              throw err;
            }
          }, onClose),
        )}
      >
        <FormField
          control={form.control}
          name="bank_name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Bank</FormLabel>
              <FormControl>
                <SelectInput
                  placeholder="Choose a bank"
                  options={names.map((name) => ({ value: name, label: name }))}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="bank_account_name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Account name</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} />
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
                <Input inputMode="numeric" autoComplete="off" maxLength={10} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormDialogBody>
    </Form>
  );
}

/**
 * Company bank accounts (docs/screens/back-office.md#company-details): list, add, edit and delete. Deleting
 * asks "Are you sure you want to delete this bank?" first.
 */
export function CompanyBankList({
  banks,
  bankOptions,
  onCreate,
  onUpdate,
  onDelete,
  loading = false,
  error,
  onRetry,
  saving = false,
  saveError,
}: CompanyBankListProps) {
  const [editing, setEditing] = useState<CompanyBank | null>(null);
  const [creating, setCreating] = useState(false);
  const open = editing !== null || creating;
  const close = () => {
    setEditing(null);
    setCreating(false);
  };

  const columns: DataTableColumn<CompanyBank>[] = [
    {
      id: 'bank_name',
      header: 'Bank',
      cell: (bank) => <StyledBankName>{bank.bank_name}</StyledBankName>,
      csvValue: (bank) => bank.bank_name,
    },
    { id: 'bank_account_name', header: 'Account name', cell: (bank) => bank.bank_account_name },
    {
      id: 'bank_account_number',
      header: 'Account number',
      cell: (bank) => <StyledAccountNumber>{bank.bank_account_number}</StyledAccountNumber>,
      csvValue: (bank) => bank.bank_account_number,
    },
  ];

  return (
    <StyledCompanyBankList>
      {onCreate ? (
        <StyledCompanyBankToolbar>
          <Button onClick={() => setCreating(true)}>Add bank</Button>
        </StyledCompanyBankToolbar>
      ) : null}
      <DataTable
        caption="Company bank accounts"
        columns={columns}
        rows={banks}
        rowKey={(bank) => bank.id}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyText={NO_BANKS}
        {...(onUpdate || onDelete
          ? {
              rowActions: (bank: CompanyBank) => (
                <>
                  {onUpdate ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${bank.bank_name} ${bank.bank_account_number}`}
                      onClick={() => setEditing(bank)}
                    >
                      Edit
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <ConfirmDialog
                      title="Delete bank"
                      message={DELETE_BANK_CONFIRMATION}
                      confirmLabel="Delete"
                      tone="danger"
                      onConfirm={() => onDelete(bank.id, bank)}
                      trigger={
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${bank.bank_name} ${bank.bank_account_number}`}
                        >
                          Delete
                        </Button>
                      }
                    />
                  ) : null}
                </>
              ),
            }
          : {})}
      />
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        busy={saving}
        title={editing ? 'Edit bank' : 'Add bank'}
        description="The account members pay into for stockist registrations and upgrades."
      >
        <CompanyBankForm
          bank={editing}
          bankOptions={bankOptions}
          saving={saving}
          saveError={saveError}
          onClose={close}
          onSubmit={(values) => (editing ? onUpdate?.(editing.id, values, editing) : onCreate?.(values))}
        />
      </FormDialog>
    </StyledCompanyBankList>
  );
}
