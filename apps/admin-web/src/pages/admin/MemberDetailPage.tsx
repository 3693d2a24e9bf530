import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatNaira } from '@kola/domain';
import { ApiError, byId, byUuid, errorMessage, useMutation, useQuery, type ReadPath } from '@kola/api';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  MEMBER_DETAIL_TAB_LABELS,
  MemberDetailTabs,
  PageHeader,
  TextLink,
  useToast,
  type BankTransferValues,
  type MemberDetailTab,
} from '@kola/ui';
import { PageStack } from '@kola/app-shell';
import { paths } from '../../paths';
import {
  useDashboardReads,
  useNetworkReads,
  useOrderReads,
  useProfileReads,
  useStockistReads,
  useWalletReads,
  type TabFailure,
} from './member/memberReads';

/** Shown in place of a tab whose operation this server does not have yet (it answers 501). */
export const NOT_AVAILABLE = 'This is not available on this server yet.';

const TABS = Object.keys(MEMBER_DETAIL_TAB_LABELS) as MemberDetailTab[];
const isTab = (value: string | null): value is MemberDetailTab =>
  value !== null && (TABS as string[]).includes(value);

/** A tab whose reads failed: what went wrong and Try again (or "not available" for a 501). */
function TabError({ failure }: { failure: TabFailure }) {
  if (failure.error instanceof ApiError && failure.error.status === 501) {
    return <EmptyState text={NOT_AVAILABLE} />;
  }
  return (
    <Alert tone="danger" title="This tab could not be loaded">
      <p>{errorMessage(failure.error)}</p>
      <Button variant="secondary" size="sm" onClick={failure.retry}>
        Try again
      </Button>
    </Alert>
  );
}

/** Every read of this member's tabs (by contract path): a change to the member makes them stale. */
const MEMBER_READS: readonly ReadPath[] = [
  '/users/{uuid}/profile-details',
  '/users/{uuid}/profile',
  '/users',
  '/users/search',
];
const WALLET_READS: readonly ReadPath[] = [
  '/bonuses/{uuid}/wallet-balance',
  '/withdrawals/{uuid}/user-history',
  '/withdrawals/all',
  '/withdrawals/total',
  '/bonuses/company-wallet-balance',
];

interface PendingTransfer {
  values: BankTransferValues;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * /admin/users/:uuid (docs/screens/back-office.md#member-detail): one member in the tabs of
 * MemberDetailTabs. The open tab is in the address (`?tab=wallet`) and only it reads the API. The
 * actions (names and phone, bank details and their switch, password, 2FA, message, bank transfer)
 * toast the server's answer; the bank transfer asks first, naming what leaves the wallet.
 */
export function MemberDetailPage() {
  const { uuid = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: MemberDetailTab = isTab(asked) ? asked : 'profile';
  const toast = useToast();

  const member = useQuery('/users/{uuid}/profile-details', byUuid(uuid));
  const details = member.data;
  const stockist = details?.is_stockist === 1;
  // The rank's name for the profile card (the same read as the Dashboard tab's badge).
  const rank = useQuery('/ranks/current-rank-badge/{id}', byId(details?.rank_id ?? null));
  const network = useNetworkReads(uuid, tab);
  const profile = useProfileReads(uuid, tab);
  const wallet = useWalletReads(uuid, tab);
  const dashboard = useDashboardReads(uuid, details?.rank_id ?? null, tab);
  const orders = useOrderReads(uuid, tab);
  const store = useStockistReads(uuid, stockist, tab);

  const stale = (list: readonly ReadPath[]) => ({ revalidates: (path: ReadPath) => list.includes(path) });
  const updateUser = useMutation('put', '/users/{uuid}/update', stale(MEMBER_READS));
  const bankEditable = useMutation('put', '/users/{uuid}/bank-editable', stale(MEMBER_READS));
  const updateBank = useMutation('put', '/users/{uuid}/update-bank-details', stale(MEMBER_READS));
  const verifyBank = useMutation('post', '/payments/verify-bank-details');
  const password = useMutation('put', '/auth/{uuid}/change-user-password');
  const twoFactor = useMutation('put', '/users/{uuid}/toggle-2fa', stale(MEMBER_READS));
  const message = useMutation('post', '/users/{uuid}/send-message');
  const transfer = useMutation('post', '/payments/{uuid}/bank-transfer', stale(WALLET_READS));
  const [pendingTransfer, setPendingTransfer] = useState<PendingTransfer | null>(null);

  const path = { params: { path: { uuid } } };
  /** Runs an action: the server's message as a toast; a failure toasts its message and rejects (the form keeps its values). */
  const act = async (call: () => Promise<{ message: string }>) => {
    try {
      const answer = await call();
      toast.show({ tone: 'success', message: answer.message });
    } catch (error) {
      toast.show({ tone: 'danger', message: errorMessage(error) });
      throw error;
    }
  };

  const notFound = member.error instanceof ApiError && member.error.status === 404;
  const name = details ? `${details.first_name} ${details.last_name}` : 'Member';
  const slot = (failure: TabFailure | undefined): ReactNode =>
    failure ? <TabError failure={failure} /> : undefined;
  const slots: Partial<Record<MemberDetailTab, ReactNode>> = {};
  const failures: Partial<Record<MemberDetailTab, TabFailure | undefined>> = {
    profile: network.failure,
    network: network.failure,
    bank: profile.failure,
    'two-factor': profile.failure,
    wallet: wallet.failure,
    dashboard: dashboard.failure,
    orders: orders.failure,
    'stockist-profile': store.profileFailure,
    'stockist-record': store.recordFailure,
  };
  const failed = failures[tab];
  if (failed) slots[tab] = slot(failed);
  if (store.noStore) slots['stockist-record'] = <EmptyState text="This member has no store" />;

  return (
    <PageStack>
      <PageHeader
        title="Member details"
        description={details ? `${name} (@${details.username}) · ${details.email}` : undefined}
        actions={
          <TextLink href={paths.admin.users} linkComponent={Link}>
            Back to members
          </TextLink>
        }
      />
      {member.error && !notFound ? (
        <TabError failure={{ error: member.error, retry: () => void member.mutate() }} />
      ) : (
        <MemberDetailTabs
          member={
            notFound
              ? null
              : details
                ? { ...details, rank_name: rank.data?.name ?? null, photoUrl: details.photo_path }
                : undefined
          }
          loading={member.isLoading && !member.error}
          upline={network.upline}
          directDownlines={network.directDownlines}
          loadNetworkChildren={network.loadNetworkChildren}
          findNetworkPath={network.findNetworkPath}
          profile={profile.profile}
          bankOptions={profile.bankOptions}
          wallet={wallet.wallet}
          dashboard={dashboard.dashboard}
          orders={orders.orders}
          store={store.store}
          processedOrders={store.processedOrders}
          stockistRecord={store.stockistRecord}
          slots={slots}
          value={tab}
          onValueChange={(next) => setSearch(next === 'profile' ? {} : { tab: next }, { replace: true })}
          onUpdateUser={(body) => act(() => updateUser.trigger({ ...path, body }))}
          onToggleBankEditable={(bank_editable) =>
            act(() => bankEditable.trigger({ ...path, body: { bank_editable } }))
          }
          onResolveBank={async (bankCode, accountNumber) => {
            const bank = profile.bankOptions?.find((option) => option.code === bankCode);
            try {
              const answer = await verifyBank.trigger({
                body: { bank_name: bank?.bank ?? '', bank_code: bankCode, account_number: accountNumber },
              });
              return answer.data.accountName;
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }}
          onUpdateBank={(values) =>
            act(() =>
              updateBank.trigger({
                ...path,
                body: {
                  bank_name: values.bank_name,
                  bank_code: values.bank_code,
                  bank_account_number: values.bank_account_number,
                },
              }),
            )
          }
          onChangePassword={(body) => act(() => password.trigger({ ...path, body }))}
          onToggle2fa={(enable_2fa) => act(() => twoFactor.trigger({ ...path, body: { enable_2fa } }))}
          onSendMessage={(body) => act(() => message.trigger({ ...path, body }))}
          onBankTransfer={(values) =>
            new Promise<void>((resolve, reject) => setPendingTransfer({ values, resolve, reject }))
          }
        />
      )}
      {pendingTransfer ? (
        <ConfirmDialog
          open
          title="Pay by bank transfer"
          message={`Pay ${formatNaira(pendingTransfer.values.amount)} from ${name}'s wallet to their bank account now? The payout goes out at once and cannot be called back.`}
          confirmLabel="Pay member"
          onConfirm={async () => {
            const pending = pendingTransfer;
            try {
              await act(() => transfer.trigger({ ...path, body: pending.values }));
              pending.resolve();
            } catch (error) {
              pending.reject(error instanceof Error ? error : new Error(errorMessage(error)));
            }
            setPendingTransfer(null);
          }}
          onOpenChange={(open) => {
            if (open) return;
            pendingTransfer.reject(new Error('Cancelled'));
            setPendingTransfer(null);
          }}
        />
      ) : null}
    </PageStack>
  );
}
