import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Catalog } from '../../testing/Catalog';
import { ViewportFrame } from '../../testing/ViewportFrame';
import { AdminSidebar } from '../AdminSidebar/AdminSidebar';
import { Card } from '../Card/Card';
import { ComingSoon } from '../ComingSoon/ComingSoon';
import { PageHeader } from '../PageHeader/PageHeader';
import { MemberSidebar } from '../MemberSidebar/MemberSidebar';
import { Sidebar } from '../Sidebar/Sidebar';
import { AppShell } from './AppShell';

const sidebar = (
  <Sidebar
    user={{ name: 'Ada Okafor' }}
    activeKey="user-dashboard"
    onLogout={fn()}
    items={[
      { key: 'user-dashboard', label: 'Dashboard', href: '#/user/dashboard' },
      { key: 'user-profile', label: 'Profile', href: '#/user/profile' },
      { key: 'user-wallet', label: 'Transactions', href: '#/user/wallet' },
    ]}
  />
);

// Hash links so choosing an entry in the story never navigates the iframe away.
const memberHrefs = {
  'user-dashboard': '#/user/dashboard',
  'user-profile': '#/user/profile',
  'user-downlines': '#/user/downlines',
  'user-genealogy': '#/user/genealogy',
  'user-wallet': '#/user/wallet',
  'user-repurchase': '#/user/repurchase',
  'user-security': '#/user/security',
  'user-stockist_reg': '#/user/stockist_reg',
};

/** The back-office frame as apps/admin-web's AdminLayout composes it (hash links for the story). */
const adminHrefs = {
  'admin-dashboard': '#/admin/dashboard',
  'admin-users': '#/admin/users',
  'admin-wallet': '#/admin/wallet',
  'admin-transactions': '#/admin/transactions',
  'admin-ranks': '#/admin/ranks',
  'admin-incentives': '#/admin/incentives',
  'incentive-requests': '#/admin/incentive-requests',
  products: '#/admin/products',
  'admin-packages': '#/admin/packages',
  'admin-security': '#/admin/security',
  'bonus-settings': '#/admin/bonus-settings',
  'referral-bonus-settings': '#/admin/referral-bonus-settings',
  'global-profit-settings': '#/admin/global-profit-settings',
  'profit-pool-settings': '#/admin/profit-pool-settings',
  'create-stockist-package': '#/admin/create-stockist-package',
  'upgrade-settings': '#/admin/upgrade-settings',
  'unilevel-settings': '#/admin/unilevel-settings',
  'withdrawal-settings': '#/admin/withdrawal-settings',
  'company-details': '#/admin/company-details',
  'stockist-upline-bonus-setting': '#/admin/stockist-upline-bonus-setting',
} as const;

const adminSidebar = (
  <AdminSidebar user={{ name: 'Admin' }} pathname="#/admin/dashboard" hrefs={adminHrefs} onLogout={fn()} />
);

const adminArgs = {
  sidebar: adminSidebar,
  header: 'admin@kola.test',
  children: (
    <>
      <PageHeader title="Dashboard" />
      <Card title="Registrations">1,204 members</Card>
    </>
  ),
};

const phone360 = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'UI/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar,
    header: <strong>Member portal</strong>,
    children: (
      <>
        <PageHeader title="Dashboard" />
        <Card title="Registration package">Gold</Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    sidebar: { control: false },
    header: { control: false },
    children: { control: false },
    defaultMenuOpen: { control: 'boolean' },
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByTestId('app-shell-sidebar')).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A 360 px phone: the sidebar is a drawer behind the Menu button. */
export const Phone360: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360' } },
  args: {
    sidebar: (
      <MemberSidebar
        user={{ name: 'Ada Okafor' }}
        isStockist={false}
        activeKey="user-dashboard"
        hrefs={memberHrefs}
        onLogout={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(canvas.getByTestId('app-shell-sidebar')).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { children: <ComingSoon title="Genealogy" /> },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <PageHeader title="Transactions" />
        {Array.from({ length: 12 }, (_, index) => (
          <Card key={index} title={`Withdrawal ${index + 1}`}>
            ₦5,000.00
          </Card>
        ))}
      </>
    ),
  },
};

/** The back office (AdminSidebar in AppShell, as AdminLayout composes it) on a desktop. */
export const AdminDesktop: Story = {
  args: adminArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(canvas.getByRole('navigation', { name: 'Back-office menu' }));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible());
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Beside the page, no drawer: the Menu button is not shown (nor reachable).
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('1,204 members');
    await userEvent.click(menu.getByRole('button', { name: /Settings/ }));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Withdrawal Settings' })).toBeVisible());
  },
};

/** The back office on a 360 px phone: the admin menu is a drawer behind the Menu button. */
export const AdminPhone360: Story = {
  args: adminArgs,
  parameters: phone360,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByTestId('app-shell-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    // The closed drawer's links are neither shown nor reachable.
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /Incentives/ }));
    // Stay on the story: the link is followed by the app's router, not by the test page.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await userEvent.click(await canvas.findByRole('link', { name: 'Incentive Requests' }));
    // Choosing a page closes the drawer.
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

const memberSidebar = (
  <MemberSidebar
    user={{ name: 'Ada Okafor' }}
    isStockist={false}
    activeKey="user-dashboard"
    hrefs={memberHrefs}
    onLogout={fn()}
  />
);

/**
 * Each state in a frame of its own width, so the desktop layout and the 360 px phone (menu
 * closed and open) show side by side.
 */
export const AllStates: Story = {
  render: () => (
    <Catalog layout="wrap">
      <ViewportFrame label="Member portal, desktop" width={900} height={520}>
        <AppShell sidebar={memberSidebar} header={<strong>Member portal</strong>}>
          <PageHeader title="Dashboard" />
          <Card title="Registration package">Gold</Card>
        </AppShell>
      </ViewportFrame>
      <ViewportFrame label="Back office, desktop" width={900} height={520}>
        <AppShell {...adminArgs} />
      </ViewportFrame>
      <ViewportFrame label="360 px phone, menu closed" width={360} height={600}>
        <AppShell sidebar={memberSidebar} header={<strong>Member portal</strong>}>
          <PageHeader title="Dashboard" />
          <Card title="Registration package">Gold</Card>
        </AppShell>
      </ViewportFrame>
      <ViewportFrame label="360 px phone, menu open" width={360} height={600}>
        <AppShell {...adminArgs} defaultMenuOpen />
      </ViewportFrame>
      <ViewportFrame label="360 px phone, empty page" width={360} height={600}>
        <AppShell sidebar={memberSidebar} header={<strong>Member portal</strong>}>
          <ComingSoon title="Genealogy" />
        </AppShell>
      </ViewportFrame>
      <ViewportFrame label="360 px phone, long page" width={360} height={600}>
        <AppShell sidebar={memberSidebar} header={<strong>Member portal</strong>}>
          <PageHeader title="Transactions" />
          {Array.from({ length: 8 }, (_, index) => (
            <Card key={index} title={`Withdrawal ${index + 1}`}>
              ₦5,000.00
            </Card>
          ))}
        </AppShell>
      </ViewportFrame>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const frame = async (title: string) => {
      const iframe = within(canvasElement).getByTitle(title) as HTMLIFrameElement;
      await waitFor(() => expect(iframe.contentDocument?.querySelector('main')).not.toBeNull());
      return within(iframe.contentDocument!.body);
    };
    const desktop = await frame('Back office, desktop');
    await waitFor(() => expect(desktop.getByRole('link', { name: 'Dashboard' })).toBeVisible());
    await expect(desktop.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const closed = await frame('360 px phone, menu closed');
    await waitFor(() => expect(closed.getByRole('button', { name: 'Menu' })).toBeVisible());
    await expect(closed.getByTestId('app-shell-sidebar')).toHaveAttribute('data-state', 'closed');
    const open = await frame('360 px phone, menu open');
    await expect(open.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(open.getByRole('link', { name: 'Company Finance' })).toBeVisible());
    const empty = await frame('360 px phone, empty page');
    await expect(empty.getByRole('main')).toHaveTextContent('Coming soon');
    const long = await frame('360 px phone, long page');
    await expect(long.getAllByRole('region', { name: /^Withdrawal/ })).toHaveLength(8);
  },
};
