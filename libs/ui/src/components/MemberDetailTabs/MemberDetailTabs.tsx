import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import type { BankDetailsValues, BankListItem } from '../BankDetailsForm/BankDetailsForm';
import type { DownlineData } from '../DownlineCardGrid/DownlineCardGrid';
import type { GenealogyNode } from '../GenealogyTree/GenealogyTreeModel';
import type { ProcessedOrder } from '../ProcessedOrders/ProcessedOrders';
import type { PurchaseOrder } from '../PurchaseHistory/PurchaseHistory';
import { Spinner } from '../Spinner/Spinner';
import { Tabs, type TabItem } from '../Tabs/Tabs';
import { TwoFactorToggle } from '../TwoFactorToggle/TwoFactorToggle';
import type { UplineCardData } from '../UplineCard/UplineCard';
import {
  StyledBadgeRow,
  StyledMemberDetail,
  StyledMemberHeader,
  StyledMemberMeta,
  StyledMemberName,
  StyledPanel,
} from './MemberDetailTabs.styles';
import type {
  BankTransferValues,
  MemberMessageValues,
  MemberPasswordValues,
  MemberUserValues,
} from './MemberDetailTabsForms';
import {
  LazyMemberDetailTabsBank,
  LazyMemberDetailTabsDashboard,
  LazyMemberDetailTabsEditUser,
  LazyMemberDetailTabsMessage,
  LazyMemberDetailTabsNetwork,
  LazyMemberDetailTabsOrders,
  LazyMemberDetailTabsPassword,
  LazyMemberDetailTabsStockistProfile,
  LazyMemberDetailTabsStockistRecord,
  LazyMemberDetailTabsWallet,
  LazyPanel,
} from './MemberDetailTabsLazy';
import {
  MemberDetailTabsProfile,
  memberEligibility,
  type MemberBankProfile,
  type MemberDashboard,
  type MemberDetail,
  type MemberStockistRecord,
  type MemberStore,
  type MemberWallet,
} from './MemberDetailTabsPanels';

export const INACTIVE_USER = 'This user is Inactive';

export type MemberDetailTab =
  | 'profile'
  | 'network'
  | 'bank'
  | 'password'
  | 'two-factor'
  | 'message'
  | 'wallet'
  | 'dashboard'
  | 'orders'
  | 'stockist-profile'
  | 'stockist-record';

/** The tab names of docs/screens/back-office.md#members, in order. */
export const MEMBER_DETAIL_TAB_LABELS: Record<MemberDetailTab, string> = {
  profile: 'Profile',
  network: 'Network Structure',
  bank: 'Bank Details',
  password: 'Password',
  'two-factor': 'Login 2FA',
  message: 'Send Message',
  wallet: 'Wallet',
  dashboard: 'Dashboard',
  orders: 'Order History',
  'stockist-profile': 'Stockist Profile',
  'stockist-record': 'Stockist Record',
};

/** Only these tabs change the member; an inactive member does not get them. */
const ACTION_TABS: readonly MemberDetailTab[] = ['password', 'two-factor', 'message'];

export interface MemberDetailTabsProps {
  /** Undefined while loading. */
  member: MemberDetail | null | undefined;
  loading?: boolean;
  error?: ReactNode;
  /** Profile tab: the placement upline (undefined while loading, null when none). */
  upline?: UplineCardData | null;
  /** Network Structure: the direct downlines, the tree's first level (undefined while loading). */
  directDownlines?: readonly DownlineData[];
  /**
   * Network Structure: loads a member's children by uuid (left first) when it is opened, e.g.
   * from the genealogy call. Without it the tree shows the direct downlines only.
   */
  loadNetworkChildren?: (nodeId: string) => Promise<readonly GenealogyNode[]>;
  /** Network Structure: finds a username below the member (uuids from the member down), or null. */
  findNetworkPath?: (username: string) => Promise<readonly string[] | null>;
  /** For the loyalty-bonus flag: how many direct downlines the upline has. */
  uplineDirectDownlines?: number;
  /** Bank Details and Login 2FA: the profile record (undefined while loading). */
  profile?: MemberBankProfile;
  /** Banks for the update form (from the payment provider). */
  bankOptions?: readonly BankListItem[];
  /** Resolves the account name; with onUpdateBank it shows the update form. */
  onResolveBank?: (bankCode: string, accountNumber: string) => Promise<string>;
  onUpdateBank?: (values: BankDetailsValues) => Promise<unknown> | void;
  onToggleBankEditable?: (editable: boolean) => Promise<unknown> | void;
  /** Profile tab: with it, the names and phone can be edited (any member, active or not). */
  onUpdateUser?: (values: MemberUserValues) => Promise<unknown> | void;
  onChangePassword?: (values: MemberPasswordValues) => Promise<unknown> | void;
  onToggle2fa?: (enabled: boolean) => Promise<unknown> | void;
  onSendMessage?: (values: MemberMessageValues) => Promise<unknown> | void;
  onBankTransfer?: (values: BankTransferValues) => Promise<unknown> | void;
  wallet?: MemberWallet;
  dashboard?: MemberDashboard;
  /** Order History (undefined while loading). */
  orders?: readonly PurchaseOrder[];
  /** Stockist Profile: the store (undefined while loading, null when none). */
  store?: MemberStore | null;
  processedOrders?: readonly ProcessedOrder[];
  stockistRecord?: MemberStockistRecord;
  /** Replaces a tab's content. */
  slots?: Partial<Record<MemberDetailTab, ReactNode>>;
  value?: MemberDetailTab;
  defaultValue?: MemberDetailTab;
  /** Tells the page which tab opened (to load its data). */
  onValueChange?: (tab: MemberDetailTab) => void;
}

const isActive = (member: MemberDetail) => member.status === 'active';

function TwoFactorPanel({
  profile,
  onToggle,
}: {
  profile: MemberBankProfile | undefined;
  onToggle: (enabled: boolean) => Promise<unknown> | void;
}) {
  const [saving, setSaving] = useState(false);
  if (!profile) return <Spinner label="Loading 2FA" />;
  return (
    <TwoFactorToggle
      enabled={profile.enable_2fa}
      saving={saving}
      description="When enabled, the member receives a code by email at each login."
      onChange={async (next) => {
        setSaving(true);
        try {
          await onToggle(next);
        } catch {
          // The page reports the failure.
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}

/**
 * The per-member tabs of docs/screens/back-office.md#members: Profile, Network Structure, Bank Details,
 * Password, Login 2FA, Send Message, Wallet, Dashboard, Order History and, for a stockist, Stockist Profile
 * and Stockist Record. An inactive member shows "This user is Inactive" and gets no Password,
 * Login 2FA, Send Message, bank editing or bank transfer. All data comes in through props.
 */
export function MemberDetailTabs(props: MemberDetailTabsProps) {
  const { member, loading = false, error, slots = {}, value, defaultValue, onValueChange } = props;

  if (loading || member === undefined) return <Spinner label="Loading member" />;
  if (error) return <Alert tone="danger">{error}</Alert>;
  if (!member) return <Alert tone="warning">Member not found</Alert>;

  const active = isActive(member);
  const stockist = Boolean(member.is_stockist);
  const fullName = `${member.first_name} ${member.last_name}`;
  const eligibility = memberEligibility(member, props.directDownlines?.length, props.uplineDirectDownlines);

  const content: Record<MemberDetailTab, ReactNode> = {
    profile: (
      <>
        <MemberDetailTabsProfile member={member} upline={props.upline} eligibility={eligibility} />
        {props.onUpdateUser ? (
          <LazyPanel label="Loading form">
            <LazyMemberDetailTabsEditUser
              // Saved names come back through `member`: the form starts again from them.
              key={`${member.first_name}|${member.last_name}|${member.phone}`}
              defaultValues={{
                first_name: member.first_name,
                last_name: member.last_name,
                phone: member.phone,
              }}
              onSubmit={props.onUpdateUser}
            />
          </LazyPanel>
        ) : null}
      </>
    ),
    network: (
      <LazyMemberDetailTabsNetwork
        member={member}
        directDownlines={props.directDownlines}
        loadChildren={props.loadNetworkChildren}
        findPath={props.findNetworkPath}
      />
    ),
    bank: (
      <LazyMemberDetailTabsBank
        profile={props.profile}
        active={active}
        bankOptions={props.bankOptions}
        onResolveBank={props.onResolveBank}
        onUpdateBank={props.onUpdateBank}
        onToggleBankEditable={props.onToggleBankEditable}
      />
    ),
    password: props.onChangePassword ? (
      <LazyMemberDetailTabsPassword onSubmit={props.onChangePassword} />
    ) : null,
    'two-factor': props.onToggle2fa ? (
      <TwoFactorPanel profile={props.profile} onToggle={props.onToggle2fa} />
    ) : null,
    message: props.onSendMessage ? <LazyMemberDetailTabsMessage onSubmit={props.onSendMessage} /> : null,
    wallet: (
      <LazyMemberDetailTabsWallet
        wallet={props.wallet}
        active={active}
        onBankTransfer={props.onBankTransfer}
      />
    ),
    dashboard: (
      <LazyMemberDetailTabsDashboard dashboard={props.dashboard} packageName={member.package_name} />
    ),
    orders: <LazyMemberDetailTabsOrders orders={props.orders} />,
    'stockist-profile': (
      <LazyMemberDetailTabsStockistProfile store={props.store} processedOrders={props.processedOrders} />
    ),
    'stockist-record': <LazyMemberDetailTabsStockistRecord record={props.stockistRecord} />,
  };

  const tabs = (Object.keys(MEMBER_DETAIL_TAB_LABELS) as MemberDetailTab[]).filter((tab) => {
    if (!active && ACTION_TABS.includes(tab)) return false;
    if (!stockist && (tab === 'stockist-profile' || tab === 'stockist-record')) return false;
    return Boolean(slots[tab] ?? content[tab]);
  });

  const items: TabItem[] = tabs.map((tab) => ({
    value: tab,
    label: MEMBER_DETAIL_TAB_LABELS[tab],
    // The network, bank, password and message tabs load their code when first shown.
    content: (
      <StyledPanel>
        <LazyPanel label={`Loading ${MEMBER_DETAIL_TAB_LABELS[tab]}`}>{slots[tab] ?? content[tab]}</LazyPanel>
      </StyledPanel>
    ),
  }));

  return (
    <StyledMemberDetail aria-label={`Member ${member.username}`}>
      <StyledMemberHeader>
        <Avatar name={fullName} photoUrl={member.photoUrl ?? null} size={56} />
        <StyledMemberMeta>
          <StyledMemberName>{fullName}</StyledMemberName>
          <span>@{member.username}</span>
        </StyledMemberMeta>
        <StyledBadgeRow>
          {active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
          {stockist ? <Badge tone="brand">Stockist</Badge> : null}
          {member.package_name ? <Badge tone="neutral">{member.package_name}</Badge> : null}
        </StyledBadgeRow>
      </StyledMemberHeader>
      {active ? null : <Alert tone="warning">{INACTIVE_USER}</Alert>}
      <Tabs
        label="Member details"
        items={items}
        {...(value !== undefined && tabs.includes(value) ? { value } : {})}
        {...(defaultValue !== undefined && tabs.includes(defaultValue) ? { defaultValue } : {})}
        {...(onValueChange
          ? { onValueChange: (next: string) => onValueChange(next as MemberDetailTab) }
          : {})}
      />
    </StyledMemberDetail>
  );
}
