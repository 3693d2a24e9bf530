import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GenealogyNode } from '../GenealogyTree/GenealogyTreeModel';
import { INACTIVE_USER, MemberDetailTabs, type MemberDetailTabsProps } from './MemberDetailTabs';
import type {
  MemberDashboard,
  MemberDetail,
  MemberStockistRecord,
  MemberWallet,
} from './MemberDetailTabsPanels';

const member: MemberDetail = {
  uuid: '6f1c2a9e-1d4b-4a53-9f0e-3b2f4c5d6e7f',
  first_name: 'Ada',
  last_name: 'Okafor',
  username: 'ada_okafor',
  email: 'ada@example.com',
  phone: '+2348012345678',
  package_id: 6,
  package_name: 'Gold',
  rank_id: 5,
  rank_name: 'Director',
  status: 'active',
  is_stockist: 1,
  address: '12 Allen Avenue, Ikeja',
  gender: 'female',
  photoUrl: null,
};

const wallet: MemberWallet = {
  amounts: {
    total_bonus: 250000,
    total_withdrawals: 100000,
    wallet_balance: 150000,
    referral_bonus: 120000,
    matching_bonus: 60000,
    unilevel_bonus: 40000,
    global_profit: 30000,
  },
  availableBalance: 150000,
  globalProfits: [{ profit: 30000, created_at: '2026-01-05T10:00:00Z', period: '2025' }],
  withdrawals: [
    { id: 1, amount: 60000, status: 'paid', created_at: '2026-02-01T10:00:00Z' },
    { id: 2, amount: 40000, status: 'pending', created_at: '2026-03-01T10:00:00Z' },
  ],
};

const dashboard: MemberDashboard = {
  amounts: {
    referral_bonus: 100000,
    placement_bonus: 20000,
    matching_bonus: 60000,
    repurchase_bonus: 5000,
    unilevel_bonus: 40000,
    upgrade_bonus: 10000,
    award_bonus: 15000,
    stockist_ref_bonus: 0,
    total_bonus: 250000,
    global_profit: 30000,
    total_pv: 5400,
    unit_point_value: 1000,
  },
  globalProfitQualified: true,
  rank: { name: 'Director', points: 5000 },
  currentIncentive: 'Car',
  claims: [
    {
      id: 1,
      incentive: 'Smartphone',
      worth: 150000,
      status: 'approved',
      points: 1000,
      created_at: '2025-11-02T09:00:00Z',
    },
  ],
};

const stockistRecord: MemberStockistRecord = {
  packageName: 'Silver Stockist',
  rebatePercent: 10,
  rebateBonus: 45000,
  stock: [{ name: 'Moringa Tea', cost_price: 4500, quantity: 40, in_stock: true }],
  purchases: [
    {
      id: 31,
      pickup_type: 'registration_pickup',
      total_quantity: 40,
      total_price: 180000,
      status: 'approved',
      created_at: '2026-01-10T10:00:00Z',
      payment_receipt: null,
    },
  ],
  rebateEarnings: [{ created_at: '2026-02-01T00:00:00Z', value: 45000 }],
};

const props: MemberDetailTabsProps = {
  member,
  upline: {
    package: 'Silver',
    first_name: 'Bola',
    last_name: 'Adeyemi',
    email: 'bola@example.com',
    username: 'bola_a',
    photo_path: null,
  },
  directDownlines: [
    {
      uuid: '7a2d3b4c-5e6f-4a70-8b91-a2b3c4d5e6f7',
      name: 'Chidi Eze',
      username: 'chidi',
      package: 'Starter',
      downlines: 1,
      email: 'chidi@example.com',
      position: 'left',
    },
    {
      uuid: '8b3e4c5d-6f70-4b81-9ca2-b3c4d5e6f708',
      name: 'Ngozi Obi',
      username: 'ngozi',
      package: 'Silver',
      downlines: 0,
      email: 'ngozi@example.com',
      position: 'right',
    },
  ],
  uplineDirectDownlines: 2,
  profile: {
    bank_name: 'Access Bank',
    bank_account_name: 'ADA OKAFOR',
    bank_account_number: '0123456789',
    bank_code: '044',
    bank_editable: false,
    enable_2fa: false,
  },
  wallet,
  dashboard,
  orders: [
    {
      id: 12,
      pickup_type: 'repurchase_pickup',
      store_name: 'Kola Herbal Yaba',
      store_address: '12 Herbert Macaulay Way',
      store_state: 'lagos',
      store_phone: '+2348011112222',
      total_quantity: 3,
      total_price: 13500,
      status: 'processing',
      created_at: '2026-03-02T10:00:00Z',
      payment_receipt: null,
    },
  ],
  store: {
    store_name: 'Kola Herbal Ikeja',
    store_address: '5 Allen Avenue',
    store_state: 'lagos',
    store_phone: '+2348099990000',
    stockist_package_name: 'Silver Stockist',
    stockist_status: 'approved',
    stockist_created_at: '2025-12-01T10:00:00Z',
  },
  processedOrders: [],
  stockistRecord,
};

/** Below the direct downlines: Chidi has one (Emeka), who has none. */
const below = new Map<string, GenealogyNode[]>([
  [
    '7a2d3b4c-5e6f-4a70-8b91-a2b3c4d5e6f7',
    [
      {
        id: '9c4f5d6e-7081-4c92-8db3-c4d5e6f70819',
        name: 'Emeka Nwosu',
        username: 'emeka',
        packageName: 'Starter',
        status: 'inactive',
        position: 'left',
        hasChildren: false,
      },
    ],
  ],
]);
const loadNetworkChildren = (id: string) =>
  new Promise<GenealogyNode[]>((resolve) => setTimeout(() => resolve(below.get(id) ?? []), 100));

const meta = {
  title: 'UI/Admin/MemberDetailTabs',
  component: MemberDetailTabs,
  args: {
    ...props,
    onChangePassword: fn(async () => undefined) as NonNullable<MemberDetailTabsProps['onChangePassword']>,
    onToggle2fa: fn(async () => undefined) as NonNullable<MemberDetailTabsProps['onToggle2fa']>,
    onSendMessage: fn(async () => undefined) as NonNullable<MemberDetailTabsProps['onSendMessage']>,
    onBankTransfer: fn(async () => undefined) as NonNullable<MemberDetailTabsProps['onBankTransfer']>,
    onToggleBankEditable: fn(async () => undefined) as NonNullable<
      MemberDetailTabsProps['onToggleBankEditable']
    >,
    onValueChange: fn() as NonNullable<MemberDetailTabsProps['onValueChange']>,
  },
} satisfies Meta<typeof MemberDetailTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Profile',
      'Network Structure',
      'Bank Details',
      'Password',
      'Login 2FA',
      'Send Message',
      'Wallet',
      'Dashboard',
      'Order History',
      'Stockist Profile',
      'Stockist Record',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('password');
    // The tab's form loads on demand.
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-1');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledWith({ password: 'new-secret-1' }));
  },
};

/** Profile with the edit of names and phone (PUT /users/{uuid}/update): checked, then saved trimmed. */
export const ProfileEdit: Story = {
  args: {
    onUpdateUser: fn(async () => undefined) as NonNullable<MemberDetailTabsProps['onUpdateUser']>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText('First name');
    await expect(first).toHaveValue('Ada');
    await userEvent.clear(first);
    await userEvent.clear(canvas.getByLabelText('Phone'));
    await userEvent.type(canvas.getByLabelText('Phone'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByText('First name is required')).toBeVisible());
    await expect(
      canvas.getByText('Enter a phone number of 7 to 15 digits, optionally with a leading +'),
    ).toBeVisible();
    await expect(args.onUpdateUser).not.toHaveBeenCalled();
    await userEvent.type(first, ' Adaeze ');
    await userEvent.clear(canvas.getByLabelText('Phone'));
    await userEvent.type(canvas.getByLabelText('Phone'), '+2348012345679');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdateUser).toHaveBeenCalledWith({
        first_name: 'Adaeze',
        last_name: 'Okafor',
        phone: '+2348012345679',
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    member: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    defaultValue: {
      control: 'select',
      options: [
        'profile',
        'network',
        'bank',
        'password',
        'two-factor',
        'message',
        'wallet',
        'dashboard',
        'orders',
        'stockist-profile',
        'stockist-record',
      ],
    },
  },
};

export const Inactive: Story = {
  args: { member: { ...member, status: 'inactive', is_stockist: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(INACTIVE_USER)).toBeVisible());
    await expect(canvas.queryByRole('tab', { name: 'Password' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: 'Send Message' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('tab', { name: 'Stockist Record' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { member: undefined } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const Empty: Story = {
  args: {
    member: { ...member, is_stockist: 0, package_id: 1, rank_id: null },
    directDownlines: [],
    upline: null,
    profile: {
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_editable: false,
      enable_2fa: false,
    },
    wallet: { ...wallet, globalProfits: [], withdrawals: [] },
    orders: [],
    defaultValue: 'bank',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('User has not submitted bank details')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Wallet' }));
    await waitFor(() => expect(canvas.getByText('There are no global profits')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('There are no withdrawals')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Order History' }));
    await waitFor(() => expect(canvas.getByText('There are no orders')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Network Structure' }));
    await waitFor(() => expect(canvas.getByText('There are no direct downlines')).toBeVisible());
  },
};

export const BankTab: Story = {
  args: { defaultValue: 'bank' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('0123456789')).toBeVisible());
    await userEvent.click(canvas.getByRole('switch', { name: 'Bank editing disabled' }));
    await waitFor(() => expect(args.onToggleBankEditable).toHaveBeenCalledWith(true));
  },
};

export const WalletTab: Story = {
  args: { defaultValue: 'wallet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay member' }));
    await waitFor(() => expect(canvas.getByText('Amount is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Reason is required')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Amount (₦)'), '5000');
    await userEvent.type(canvas.getByLabelText('Reason'), 'Refund');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay member' }));
    await waitFor(() => expect(args.onBankTransfer).toHaveBeenCalledWith({ amount: 5000, reason: 'Refund' }));
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'message' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByText('Subject is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Message is required')).toBeVisible());
    await expect(args.onSendMessage).not.toHaveBeenCalled();
  },
};

export const DashboardTab: Story = { args: { defaultValue: 'dashboard' } };

/** Network Structure: the member on top of the tree of direct downlines; lower levels load on demand. */
export const NetworkTab: Story = {
  args: { defaultValue: 'network', loadNetworkChildren },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await waitFor(() => canvas.getByRole('tree', { name: 'Network Structure' }));
    const items = () => within(tree).getAllByRole('treeitem');
    await expect(items().map((item) => item.getAttribute('data-username'))).toEqual([
      'ada_okafor',
      'chidi',
      'ngozi',
    ]);
    const chidi = items()[1] as HTMLElement;
    await expect(chidi).toHaveAttribute('aria-expanded', 'false');
    // Ngozi has no downlines: nothing to open.
    await expect(items()[2]).not.toHaveAttribute('aria-expanded');
    await userEvent.click(chidi);
    await waitFor(() => expect(within(tree).getByText('emeka')).toBeVisible());
    await expect(chidi).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Without a loader (the genealogy call not available) the tab still shows the direct downlines. */
export const NetworkTabDirectOnly: Story = {
  args: { defaultValue: 'network' },
  play: async ({ canvasElement }) => {
    const tree = await waitFor(() => within(canvasElement).getByRole('tree'));
    const items = within(tree).getAllByRole('treeitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).not.toHaveAttribute('aria-expanded');
  },
};

export const NetworkTabLoading: Story = {
  args: { defaultValue: 'network', directDownlines: undefined },
  play: async ({ canvasElement }) => {
    // The tree's own skeleton, not the spinner shown while the tab's code loads.
    const skeleton = await within(canvasElement).findByTestId('genealogy-loading');
    await expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const StockistTabs: Story = {
  args: { defaultValue: 'stockist-record' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Moringa Tea' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Debit Card')).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: 'Stockist Profile' }));
    await waitFor(() => expect(canvas.getByText('Kola Herbal Ikeja')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('There are no processed Orders')).toBeVisible());
  },
};

export const LongContent: Story = {
  args: {
    member: {
      ...member,
      first_name: 'Oluwaseunfunmilayo',
      last_name: 'Adebayo-Ogunlesi-Nwachukwu',
      username: 'oluwaseunfunmilayo_adebayo_ogunlesi',
      address:
        'Plot 1234, Block C, Shop 56, Bodija Market Extension Road, opposite the Old Secretariat, Ibadan',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <MemberDetailTabs {...args} />
      <MemberDetailTabs {...args} member={{ ...member, status: 'expired', is_stockist: 0 }} />
      <MemberDetailTabs {...args} member={undefined} />
    </div>
  ),
};

/** 360 px wide: the tab list scrolls, tables scroll inside their region. */
export const Mobile: Story = {
  args: { defaultValue: 'wallet' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
  },
};
