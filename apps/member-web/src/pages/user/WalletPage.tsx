import { useState } from 'react';
import {
  byUuid,
  errorMessage,
  useQuery,
  useRequestWithdrawal,
  type BonusProfitEntry,
  type Profile,
  type Withdrawal,
} from '@kola/api';
import {
  Card,
  DataTable,
  NairaAmount,
  NO_BANK_DETAILS_TEXT,
  PageHeader,
  Spinner,
  StatusBadge,
  Tabs,
  WalletSummary,
  WithdrawalForm,
  type DataTableColumn,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { MemberBankDetails } from '../../bank/MemberBankDetails';
import { formatDate } from '../../format';
import { ReadError } from '../../layouts/ReadError';
import { useMember } from '../../shell';
import { UnpaidCard } from './UnpaidCard';

const PER_PAGE = 10;

const globalProfitColumns: DataTableColumn<BonusProfitEntry>[] = [
  {
    id: 'period',
    header: 'Received',
    cell: (row) => row.period ?? formatDate(row.created_at),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (row) => <NairaAmount value={row.profit} />,
    csvValue: (row) => row.profit,
  },
  { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
];

const withdrawalTypes: Record<Withdrawal['withdrawal_type'], string> = {
  manual: 'Manual',
  automated: 'Automated',
  admin_transfer: 'Admin transfer',
};

/** Paid is the good end of a withdrawal (the badge's green); the label is the status as sent. */
function WithdrawalStatus({ status }: { status: Withdrawal['status'] }) {
  return (
    <StatusBadge
      status={status === 'paid' ? 'approved' : status}
      label={status.charAt(0).toUpperCase() + status.slice(1)}
    />
  );
}

function withdrawalColumns(total: number | undefined): DataTableColumn<Withdrawal>[] {
  return [
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => <NairaAmount value={row.amount} />,
      csvValue: (row) => row.amount,
      total: <NairaAmount value={total} />,
      csvTotal: total ?? '',
    },
    {
      id: 'fee',
      header: 'Charge',
      align: 'end',
      cell: (row) => <NairaAmount value={row.fee} />,
      csvValue: (row) => row.fee,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <WithdrawalStatus status={row.status} />,
      csvValue: (row) => row.status,
    },
    { id: 'type', header: 'Withdrawal type', cell: (row) => withdrawalTypes[row.withdrawal_type] },
    { id: 'date', header: 'Date', cell: (row) => formatDate(row.created_at) },
  ];
}

function SummaryTab({ uuid }: { uuid: string }) {
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid));
  const profits = useQuery('/bonuses/{uuid}/global-profits', byUuid(uuid));
  return (
    <PageStack>
      <WalletSummary
        amounts={wallet.data}
        loading={wallet.isLoading}
        error={wallet.error ? errorMessage(wallet.error) : undefined}
        onRetry={() => void wallet.mutate()}
      />
      <DataTable
        caption="Global profit sharing"
        showCaption
        showSerial
        columns={globalProfitColumns}
        rows={profits.data ?? []}
        loading={profits.isLoading}
        error={profits.error ? errorMessage(profits.error) : undefined}
        onRetry={() => void profits.mutate()}
        emptyText="There are no global profits"
      />
      <UnpaidCard uuid={uuid} />
    </PageStack>
  );
}

/** Where withdrawals are paid: the saved account, or the form when none is on file. */
function WithdrawalAccount({ uuid, profile }: { uuid: string; profile: ProfileRead }) {
  if (profile.isLoading) return <Spinner label="Loading your bank details" />;
  if (profile.error) {
    return (
      <PageStack>
        <ReadError
          title="We could not load your bank details"
          error={profile.error}
          onRetry={() => void profile.mutate()}
        />
        <MemberBankDetails uuid={uuid} profile={undefined} submitLabel="Save bank details" />
      </PageStack>
    );
  }
  const saved = profile.data;
  if (saved?.bank_account_number) {
    return (
      <p>
        Withdrawals are paid to <strong>{saved.bank_account_name}</strong>, {saved.bank_name}{' '}
        {saved.bank_account_number}.
      </p>
    );
  }
  return (
    <PageStack>
      <p>{NO_BANK_DETAILS_TEXT}. Add the account your withdrawals are paid into.</p>
      <MemberBankDetails uuid={uuid} profile={saved} submitLabel="Save bank details" />
    </PageStack>
  );
}

type ProfileRead = ReturnType<typeof useQuery<'/users/{uuid}/profile'>>;

function withdrawalBlock(pending: Withdrawal[] | undefined, profile: Profile | undefined): string | null {
  if (pending && pending.length > 0) {
    return 'You have a pending withdrawal. You can request another one once it is processed.';
  }
  if (profile && !profile.bank_account_number) return 'Add your bank details before you withdraw.';
  return null;
}

function TransactionsTab({ uuid }: { uuid: string }) {
  const [page, setPage] = useState(1);
  const [success, setSuccess] = useState<string | null>(null);
  const ofMember = byUuid(uuid);
  const settings = useQuery('/settings/all');
  const wallet = useQuery('/bonuses/{uuid}/wallet-balance', ofMember);
  const profile = useQuery('/users/{uuid}/profile', ofMember);
  const pending = useQuery('/withdrawals/{uuid}/pending', ofMember);
  const history = useQuery('/withdrawals/{uuid}/user-history', {
    params: { path: { uuid }, query: { page, per_page: PER_PAGE } },
  });
  const total = useQuery('/withdrawals/{uuid}/user-total', ofMember);
  const withdrawal = useRequestWithdrawal(uuid);
  const blocked = withdrawalBlock(pending.data, profile.data);

  return (
    <PageStack>
      <Card title="Withdrawal account">
        <WithdrawalAccount uuid={uuid} profile={profile} />
      </Card>
      <Card title="Withdraw">
        <PageStack>
          {settings.error ? (
            <ReadError
              title="We could not load the withdrawal settings"
              error={settings.error}
              onRetry={() => void settings.mutate()}
            />
          ) : null}
          <WithdrawalForm
            // Without the settings the server alone checks the limits and the charge.
            settings={settings.data ?? null}
            loading={settings.isLoading}
            walletBalance={wallet.data?.wallet_balance}
            submitting={withdrawal.submitting}
            error={withdrawal.error}
            success={success}
            disabled={blocked !== null}
            {...(blocked ? { disabledReason: blocked } : {})}
            onSubmit={async ({ amount }) => {
              setSuccess(null);
              const result = await withdrawal.request({ amount });
              // WithdrawalForm keeps the amount for a retry when the submit throws.
              if (result === null) throw new Error('not requested');
              setSuccess(result.message);
              setPage(1);
            }}
          />
        </PageStack>
      </Card>
      <DataTable
        caption="Withdrawals"
        showCaption
        showSerial
        totalLabel="Total withdrawals"
        columns={withdrawalColumns(total.data?.total)}
        rows={history.data?.data ?? []}
        loading={history.isLoading}
        error={history.error ? errorMessage(history.error) : undefined}
        onRetry={() => void history.mutate()}
        emptyText="There are no withdrawals"
        page={history.data?.current_page ?? page}
        lastPage={history.data?.last_page}
        perPage={history.data?.per_page ?? PER_PAGE}
        total={history.data?.total}
        onPageChange={setPage}
      />
    </PageStack>
  );
}

/**
 * /user/wallet, labelled Transactions (docs/screens/member.md#wallet): Wallet Summary (total bonus, total
 * withdrawals, wallet balance, global profit sharing, what went unpaid and why) and Transactions (the withdrawal account,
 * the request with its charge and limits, and the withdrawals with their total).
 */
export function WalletPage() {
  const member = useMember();
  return (
    <PageStack>
      <PageHeader title="Transactions" description="Your wallet and your withdrawals." />
      <Tabs
        label="Wallet"
        defaultValue="summary"
        items={[
          { value: 'summary', label: 'Wallet Summary', content: <SummaryTab uuid={member.uuid} /> },
          { value: 'transactions', label: 'Transactions', content: <TransactionsTab uuid={member.uuid} /> },
        ]}
      />
    </PageStack>
  );
}
