import { zodResolver } from '@hookform/resolvers/zod';
import { contract } from '@kola/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { atMostChars, contractForm } from '../../form/contract';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../form/Form';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { FormDialog, FormDialogBody, submitThenClose } from '../FormDialog/FormDialog';
import { NairaAmount } from '../NairaAmount/NairaAmount';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { SelectInput } from '../Select/Select';
import { Input } from '../TextField/TextField';
import {
  StyledHeldAmount,
  StyledHeldMember,
  StyledHeldReason,
  StyledHeldWhy,
  StyledNoWrap,
} from './HeldPayments.styles';

/** GET /payments/held (HeldPayment): a card payment the provider reported with another amount or currency. */
export interface HeldPaymentRow {
  id: number;
  reference: string;
  purpose: string;
  expected_amount: number;
  expected_currency: string;
  received_amount: number | null;
  received_currency: string | null;
  reason: string | null;
  created_at: string;
  member: { username: string; first_name: string; last_name: string; email: string };
}

export type HeldPaymentAction = 'apply' | 'refund';

export const HELD_PAYMENTS_EMPTY = 'No payment is waiting for review';

const ACTIONS: Record<HeldPaymentAction, { label: string; submit: string; explain: string }> = {
  apply: {
    label: 'Apply the payment',
    submit: 'Apply payment',
    explain:
      'The provider is asked again; when it still reports success in naira for at least the price, the payment is applied once, with the amount received.',
  },
  refund: {
    label: 'Refund the payment',
    submit: 'Refund payment',
    explain: 'The provider gives the whole transaction back to the payer; nothing is applied.',
  },
};

export const heldPaymentResolveSchema = contractForm(
  'HeldPayments (resolve)',
  contract.zResolveHeldPaymentBody,
  z.object({
    action: z.enum(['apply', 'refund']),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Reason is required'),
        z.minLength(3, 'The reason must be at least 3 characters'),
      ),
  }),
  { messages: { reason: atMostChars('Reason') } },
);
type ResolveFields = z.infer<typeof heldPaymentResolveSchema>;

/** registration → Registration, stockist_upgrade → Stockist upgrade. */
export function purposeLabel(purpose: string): string {
  const words = purpose.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "₦1,234.00" for naira, "USD 12.00" for another currency. */
function Amount({ value, currency }: { value: number | null; currency: string | null }) {
  if (value === null) return <>Not recorded</>;
  if (!currency || currency === 'NGN') return <NairaAmount value={value} />;
  return (
    <>
      {currency} {value.toFixed(2)}
    </>
  );
}

export interface HeldPaymentsProps {
  payments: readonly HeldPaymentRow[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  page?: number;
  lastPage?: number;
  perPage?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  /** Sends the decision; a rejection keeps the dialog open with `resolveError`. */
  onResolve: (payment: HeldPaymentRow, action: HeldPaymentAction, reason: string) => Promise<unknown> | void;
  resolving?: boolean;
  /** Why the last decision failed (e.g. another administrator resolved it first). */
  resolveError?: string | null | undefined;
  /** Clears resolveError when the dialog opens again. */
  onResolveErrorClear?: () => void;
}

function ResolveForm({
  payment,
  onResolve,
  onCancel,
  close,
  busy,
  error,
}: {
  payment: HeldPaymentRow;
  onResolve: HeldPaymentsProps['onResolve'];
  onCancel: () => void;
  close: () => void;
  busy: boolean;
  error: string | null | undefined;
}) {
  const form = useForm<ResolveFields>({
    resolver: zodResolver(heldPaymentResolveSchema),
    defaultValues: { action: 'apply', reason: '' },
  });
  const action = form.watch('action');
  return (
    <Form {...form}>
      <FormDialogBody
        label={`Resolve payment ${payment.reference}`}
        onSubmit={form.handleSubmit((fields) =>
          submitThenClose(() => onResolve(payment, fields.action, fields.reason.trim()), close),
        )}
        onCancel={onCancel}
        submitLabel={ACTIONS[action].submit}
        busy={busy}
        error={error}
      >
        <StyledHeldAmount>
          <span>
            Price: <Amount value={payment.expected_amount} currency={payment.expected_currency} />
          </span>
          <span>
            Received: <Amount value={payment.received_amount} currency={payment.received_currency} />
          </span>
        </StyledHeldAmount>
        <FormField
          control={form.control}
          name="action"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Decision</FormLabel>
              <FormControl>
                <SelectInput
                  {...field}
                  options={[
                    { value: 'apply', label: ACTIONS.apply.label },
                    { value: 'refund', label: ACTIONS.refund.label },
                  ]}
                />
              </FormControl>
              <StyledHeldReason>{ACTIONS[action].explain}</StyledHeldReason>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Reason</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} />
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
 * Card payments held for review (docs/payments.md#review-of-mismatches): who paid, what was
 * expected and what the provider reported, why it was held; Resolve opens a dialog to apply or
 * refund it, with a reason (written to the audit log).
 */
export function HeldPayments({
  payments,
  loading = false,
  error,
  onRetry,
  page,
  lastPage,
  perPage,
  total,
  onPageChange,
  onResolve,
  resolving = false,
  resolveError,
  onResolveErrorClear,
}: HeldPaymentsProps) {
  const [open, setOpen] = useState<HeldPaymentRow | null>(null);
  const columns: DataTableColumn<HeldPaymentRow>[] = [
    {
      id: 'member',
      header: 'Member',
      cell: (p) => (
        <StyledHeldMember>
          <strong>
            {p.member.first_name} {p.member.last_name}
          </strong>
          <span>@{p.member.username}</span>
        </StyledHeldMember>
      ),
      csvValue: (p) => `${p.member.first_name} ${p.member.last_name} (@${p.member.username})`,
    },
    { id: 'reference', header: 'Reference', cell: (p) => <StyledNoWrap>{p.reference}</StyledNoWrap> },
    {
      id: 'purpose',
      header: 'For',
      cell: (p) => <StyledNoWrap>{purposeLabel(p.purpose)}</StyledNoWrap>,
      csvValue: (p) => purposeLabel(p.purpose),
    },
    {
      id: 'expected',
      header: 'Price',
      align: 'end',
      cell: (p) => <Amount value={p.expected_amount} currency={p.expected_currency} />,
      csvValue: (p) => `${p.expected_currency} ${p.expected_amount.toFixed(2)}`,
    },
    {
      id: 'received',
      header: 'Received',
      align: 'end',
      cell: (p) => <Amount value={p.received_amount} currency={p.received_currency} />,
      csvValue: (p) =>
        p.received_amount === null ? '' : `${p.received_currency ?? ''} ${p.received_amount.toFixed(2)}`,
    },
    {
      id: 'reason',
      header: 'Why held',
      cell: (p) => <StyledHeldWhy>{p.reason ?? ''}</StyledHeldWhy>,
      csvValue: (p) => p.reason ?? '',
    },
    {
      id: 'date',
      header: 'Held on',
      cell: (p) => <StyledNoWrap>{formatOrderDate(p.created_at)}</StyledNoWrap>,
      csvValue: (p) => formatOrderDate(p.created_at),
    },
  ];
  return (
    <Card title="Payments held for review">
      <DataTable
        caption="Payments held for review"
        columns={columns}
        rows={payments}
        rowKey={(p) => p.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={HELD_PAYMENTS_EMPTY}
        page={page}
        lastPage={lastPage}
        perPage={perPage}
        total={total}
        onPageChange={onPageChange}
        exportFileName="held-payments.csv"
        rowActions={(p) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Resolve payment ${p.reference}`}
            onClick={() => {
              onResolveErrorClear?.();
              setOpen(p);
            }}
          >
            <StyledNoWrap>Resolve</StyledNoWrap>
          </Button>
        )}
      />
      <FormDialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={open ? `Resolve payment ${open.reference}` : 'Resolve payment'}
        description={
          open
            ? `${open.member.first_name} ${open.member.last_name} (@${open.member.username}): ${open.reason ?? 'held for review'}`
            : undefined
        }
        busy={resolving}
      >
        {open ? (
          <ResolveForm
            payment={open}
            onResolve={onResolve}
            onCancel={() => setOpen(null)}
            close={() => setOpen(null)}
            busy={resolving}
            error={resolveError}
          />
        ) : null}
      </FormDialog>
    </Card>
  );
}
