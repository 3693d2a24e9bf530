import { useState } from 'react';
import { errorMessage, useMutation, useQuery, type components, type paths, type ReadPath } from '@kola/api';
import { formatNaira } from '@kola/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  FormDialog,
  FormDialogBody,
  formatOrderDate,
  NairaAmount,
  Select,
  StatCard,
  TextField,
  type BadgeTone,
  type DataTableColumn,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { useDecision } from './decisions';

type Withdrawal = components['schemas']['WithdrawalListItem'];
type Status = NonNullable<paths['/withdrawals/all']['get']['parameters']['query']>['status'];

export const WITHDRAWALS_PER_PAGE = 20;
export const NO_WITHDRAWALS_TEXT = 'There are no withdrawals';
export const DECLINE_REASON_REQUIRED = 'Reason is required';
const REASON_MAX = 200;

/** The state filter (beyond the specification): the labels the table's badges use. */
const statusOptions: { value: NonNullable<Status> | ''; label: string }[] = [
  { value: '', label: 'Every state' },
  { value: 'awaiting_approval', label: 'Awaiting approval' },
  { value: 'payout_sent', label: 'Payout sent' },
  { value: 'paid', label: 'Paid' },
  { value: 'declined', label: 'Declined' },
  { value: 'failed', label: 'Failed, refunded' },
  { value: 'reversed', label: 'Reversed, refunded' },
];
const emptyTextOf = (status: Status | '') =>
  status ? `There are no withdrawals in "${statusOptions.find((o) => o.value === status)!.label}"` : null;

/**
 * Awaiting an administrator: pending and never approved (no payout sent, `txn_status` null). An
 * approved payout that has not settled is also pending, but only the provider decides it now
 * (docs/money-and-ledger.md#withdrawals).
 */
export const awaitsDecision = (withdrawal: Withdrawal) =>
  withdrawal.status === 'pending' && (withdrawal.txn_status ?? null) === null;

function stateOf(withdrawal: Withdrawal): { label: string; tone: BadgeTone } {
  switch (withdrawal.status) {
    case 'pending':
      return awaitsDecision(withdrawal)
        ? { label: 'Awaiting approval', tone: 'warning' }
        : { label: 'Payout sent', tone: 'info' };
    case 'paid':
      return { label: 'Paid', tone: 'success' };
    case 'failed':
      return { label: 'Failed, refunded', tone: 'danger' };
    case 'reversed':
      return { label: 'Reversed, refunded', tone: 'danger' };
    case 'declined':
      return { label: 'Declined', tone: 'neutral' };
  }
}

const KIND: Record<Withdrawal['withdrawal_type'], string> = {
  manual: 'Requested',
  automated: 'Automated payout',
  admin_transfer: 'Bank transfer',
};

const fullName = (w: Withdrawal) => [w.first_name, w.last_name].filter(Boolean).join(' ');

const columns: DataTableColumn<Withdrawal>[] = [
  { id: 'username', header: 'Username', cell: (w) => w.username },
  { id: 'name', header: 'Name', cell: fullName },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (w) => <NairaAmount value={w.amount} />,
    csvValue: (w) => formatNaira(w.amount),
  },
  {
    id: 'fee',
    header: 'Charge',
    align: 'end',
    cell: (w) => <NairaAmount value={w.fee} />,
    csvValue: (w) => formatNaira(w.fee),
  },
  { id: 'kind', header: 'Kind', cell: (w) => KIND[w.withdrawal_type] },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => <Badge tone={stateOf(w).tone}>{stateOf(w).label}</Badge>,
    csvValue: (w) => stateOf(w).label,
  },
  { id: 'date', header: 'Date', cell: (w) => formatOrderDate(w.created_at) },
];

const withdrawalReads = (path: ReadPath) => path.startsWith('/withdrawals/');

/** What the approval sends: the amount less the charge, to the member's bank account. */
const payoutOf = (w: Withdrawal) => w.payout_amount ?? Math.round((w.amount - w.fee) * 100) / 100;

/** The decline form: a reason the member's withdrawal keeps (1 to 200 characters). */
function DeclineForm({
  withdrawal,
  onDecline,
  onClose,
}: {
  withdrawal: Withdrawal;
  onDecline: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialogBody
      label={`Decline the withdrawal of ${withdrawal.username}`}
      submitLabel="Decline withdrawal"
      busy={busy}
      onCancel={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) {
          setError(DECLINE_REASON_REQUIRED);
          return;
        }
        setBusy(true);
        await onDecline(text);
        setBusy(false);
        onClose();
      }}
    >
      <TextField
        label="Reason"
        value={reason}
        maxLength={REASON_MAX}
        error={error}
        hint="Kept with the withdrawal. The whole amount, charge included, goes back to the member's wallet."
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialogBody>
  );
}

/**
 * Transactions › Withdrawal History (docs/screens/back-office.md#transactions): the company total,
 * every withdrawal newest first (paged by the server, searched by member), and approve or decline
 * for those awaiting an administrator. Approving sends the payout at once, so it is confirmed
 * first; declining asks for a reason and credits the wallet back.
 */
export function WithdrawalsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<Withdrawal | null>(null);
  const [status, setStatus] = useState<NonNullable<Status> | ''>('');
  const text = search.trim();
  const paging = { page, per_page: WITHDRAWALS_PER_PAGE, ...(status ? { status } : {}) };
  const total = useQuery('/withdrawals/total');
  const all = useQuery('/withdrawals/all', text ? null : { params: { query: paging } });
  const found = useQuery(
    '/withdrawals/search',
    text ? { params: { query: { ...paging, search: text } } } : null,
  );
  const read = text ? found : all;
  const approve = useMutation('patch', '/withdrawals/{id}/approve');
  const decline = useMutation('patch', '/withdrawals/{id}/decline');
  const decide = useDecision(withdrawalReads);

  return (
    <PageStack>
      <StatCard
        label="Total withdrawals"
        loading={total.isLoading}
        value={total.error ? errorMessage(total.error) : <NairaAmount value={total.data?.total} size="xl" />}
        hint={total.data ? `${total.data.count.toLocaleString('en-US')} withdrawals not credited back` : null}
      />
      <DataTable
        caption="Withdrawals"
        columns={columns}
        rows={read.data?.data ?? []}
        rowKey={(w) => w.id}
        loading={read.isLoading}
        error={read.error ? errorMessage(read.error) : undefined}
        onRetry={() => void read.mutate()}
        emptyText={text ? `No withdrawal matches "${text}"` : (emptyTextOf(status) ?? NO_WITHDRAWALS_TEXT)}
        search={search}
        searchLabel="Search withdrawals"
        searchPlaceholder="Username or name"
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        page={read.data?.current_page ?? page}
        lastPage={read.data?.last_page}
        perPage={read.data?.per_page ?? WITHDRAWALS_PER_PAGE}
        total={read.data?.total}
        onPageChange={setPage}
        exportFileName="withdrawals"
        toolbar={
          <Select
            label="State"
            options={statusOptions}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as NonNullable<Status> | '');
              setPage(1);
            }}
          />
        }
        rowActions={(w) =>
          awaitsDecision(w) ? (
            <>
              <ConfirmDialog
                title="Approve withdrawal"
                message={`Send ${formatNaira(payoutOf(w))} to ${w.username}'s bank account now? The payout goes out at once and cannot be called back.`}
                confirmLabel="Approve"
                onConfirm={() =>
                  decide('withdrawal', () => approve.trigger({ params: { path: { id: w.id } } }))
                }
                trigger={
                  <Button size="sm" aria-label={`Approve the withdrawal of ${w.username}`}>
                    Approve
                  </Button>
                }
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Decline the withdrawal of ${w.username}`}
                onClick={() => setDeclining(w)}
              >
                Decline
              </Button>
            </>
          ) : null
        }
      />
      <FormDialog
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open) setDeclining(null);
        }}
        title="Decline withdrawal"
        description={
          declining
            ? `${formatNaira(declining.amount)} requested by ${declining.username} goes back to their wallet.`
            : undefined
        }
      >
        {declining ? (
          <DeclineForm
            withdrawal={declining}
            onClose={() => setDeclining(null)}
            onDecline={(reason) =>
              decide('withdrawal', () =>
                decline.trigger({ params: { path: { id: declining.id } }, body: { reason } }),
              )
            }
          />
        ) : null}
      </FormDialog>
    </PageStack>
  );
}
