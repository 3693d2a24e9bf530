import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';

const memberItems: SidebarItem[] = [
  { key: 'user-dashboard', label: 'Dashboard', href: '#/user/dashboard' },
  { key: 'user-profile', label: 'Profile', href: '#/user/profile' },
  { key: 'user-downlines', label: 'Downlines', href: '#/user/downlines' },
  { key: 'user-genealogy', label: 'Genealogy', href: '#/user/genealogy' },
  { key: 'user-wallet', label: 'Transactions', href: '#/user/wallet' },
  { key: 'user-repurchase', label: 'Repurchase', href: '#/user/repurchase' },
  { key: 'user-security', label: 'Security', href: '#/user/security' },
  { key: 'user-stockist_reg', label: 'Become a Stockist', href: '#/user/stockist_reg' },
];

const adminItems: SidebarItem[] = [
  { key: 'admin-dashboard', label: 'Dashboard', href: '#/admin/dashboard' },
  { key: 'admin-members', label: 'Members', href: '#/admin/members' },
  { key: 'admin-finance', label: 'Company Finance', href: '#/admin/finance' },
  { key: 'admin-transactions', label: 'Transactions', href: '#/admin/transactions' },
  { key: 'admin-ranks', label: 'Ranks', href: '#/admin/ranks' },
  {
    key: 'admin-incentives',
    label: 'Incentives',
    children: [
      { key: 'admin-incentives-update', label: 'Update incentives', href: '#/admin/incentives' },
      { key: 'admin-incentive-requests', label: 'Incentive requests', href: '#/admin/incentive-requests' },
    ],
  },
  { key: 'admin-products', label: 'Products', href: '#/admin/products' },
  { key: 'admin-packages', label: 'Packages', href: '#/admin/packages' },
  { key: 'admin-security', label: 'Security', href: '#/admin/security' },
  {
    key: 'admin-settings',
    label: 'Settings',
    children: [
      { key: 'settings-bonus', label: 'Bonus', href: '#/admin/settings/bonus' },
      { key: 'settings-global-profit', label: 'Global profit', href: '#/admin/settings/global-profit' },
      { key: 'settings-stockist', label: 'Stockist', href: '#/admin/settings/stockist' },
      { key: 'settings-upgrade', label: 'Upgrade', href: '#/admin/settings/upgrade' },
      { key: 'settings-unilevel', label: 'Unilevel', href: '#/admin/settings/unilevel' },
      { key: 'settings-withdrawal', label: 'Withdrawal', href: '#/admin/settings/withdrawal' },
      { key: 'settings-company', label: 'Company details', href: '#/admin/settings/company' },
      {
        key: 'settings-stockist-upline-bonus',
        label: 'Stockist upline bonus',
        href: '#/admin/settings/stockist-upline-bonus',
      },
    ],
  },
];

/** The width of AppShell's sidebar column (a catalogue, `parameters.catalog`, sizes its own). */
const withSidebarColumn: Decorator = (Story, { parameters }) =>
  parameters['catalog'] ? (
    <Story />
  ) : (
    <div style={{ width: 272, minHeight: 640, display: 'flex' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'UI/Shell/Sidebar',
  component: Sidebar,
  args: {
    brand: 'Kola Herbal',
    user: { name: 'Ada Okafor' },
    items: memberItems,
    activeKey: 'user-dashboard',
    onLogout: fn(async () => undefined) as SidebarProps['onLogout'],
  },
  decorators: [withSidebarColumn],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Ada Okafor')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Online')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    brand: { control: 'text' },
    user: { control: 'object' },
    items: { control: 'object' },
    activeKey: { control: 'text' },
    label: { control: 'text' },
    footerItems: { control: 'object' },
    linkComponent: { control: false },
  },
};

export const Admin: Story = {
  args: {
    brand: 'Kola Herbal Admin',
    user: { name: 'Admin' },
    items: adminItems,
    activeKey: 'settings-withdrawal',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute('aria-current', 'page');
    const incentives = canvas.getByRole('button', { name: /Incentives/ });
    await userEvent.click(incentives);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Incentive requests' })).toBeVisible());
  },
};

export const Stockist: Story = {
  args: {
    items: [
      ...memberItems.filter((item) => item.key !== 'user-stockist_reg'),
      { key: 'user-stockistprofile', label: 'Stockist Profile', href: '#/user/stockistprofile' },
      { key: 'user-stockpurchase', label: 'Stock Purchase', href: '#/user/stockpurchase' },
      { key: 'user-stockistrecord', label: 'Stockist Record', href: '#/user/stockistrecord' },
      { key: 'user-order', label: 'Order Processing', href: '#/user/order' },
    ],
  },
};

export const WithFooterLinks: Story = {
  args: { footerItems: [{ key: 'change-password', label: 'Change Password', href: '#/user/security' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '#/user/security',
    );
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongContent: Story = {
  args: { user: { name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu' } },
};

const stockistItems: SidebarItem[] = [
  ...memberItems.filter((item) => item.key !== 'user-stockist_reg'),
  { key: 'user-stockistprofile', label: 'Stockist Profile', href: '#/user/stockistprofile' },
  { key: 'user-stockpurchase', label: 'Stock Purchase', href: '#/user/stockpurchase' },
  { key: 'user-stockistrecord', label: 'Stockist Record', href: '#/user/stockistrecord' },
  { key: 'user-order', label: 'Order Processing', href: '#/user/order' },
];

/** Member, stockist, admin (group open on the active page), footer links, no entries, long name. */
export const AllStates: Story = {
  parameters: { catalog: true },
  render: (args) => (
    <Catalog minItemWidth="16rem">
      <CatalogItem label="Member">
        <Sidebar {...args} label="Member menu" />
      </CatalogItem>
      <CatalogItem label="Stockist">
        <Sidebar {...args} label="Stockist menu" items={stockistItems} activeKey="user-order" />
      </CatalogItem>
      <CatalogItem label="Admin, active page in a group">
        <Sidebar
          {...args}
          label="Admin menu"
          brand="Kola Herbal Admin"
          user={{ name: 'Admin' }}
          items={adminItems}
          activeKey="admin-incentive-requests"
        />
      </CatalogItem>
      <CatalogItem label="With footer links">
        <Sidebar
          {...args}
          label="Menu with footer links"
          footerItems={[{ key: 'change-password', label: 'Change Password', href: '#/user/security' }]}
        />
      </CatalogItem>
      <CatalogItem label="Empty">
        <Sidebar {...args} label="Empty menu" items={[]} />
      </CatalogItem>
      <CatalogItem label="Long name">
        <Sidebar
          {...args}
          label="Menu of a long name"
          user={{ name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu' }}
        />
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = (name: string) => within(canvas.getByRole('navigation', { name }));
    await expect(menu('Member menu').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu('Stockist menu').getByRole('link', { name: 'Order Processing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const admin = menu('Admin menu');
    await expect(admin.getByRole('button', { name: /Incentives/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(admin.getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(admin.getByRole('link', { name: 'Incentive requests' })).toBeVisible());
    await waitFor(() =>
      expect(menu('Menu with footer links').getByRole('link', { name: 'Change Password' })).toBeVisible(),
    );
    await expect(menu('Empty menu').queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(menu('Empty menu').getByRole('button', { name: 'Log out' })).toBeVisible());
    // The long name wraps inside the column instead of widening it.
    const long = canvas.getByRole('navigation', { name: 'Menu of a long name' });
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
  },
};
