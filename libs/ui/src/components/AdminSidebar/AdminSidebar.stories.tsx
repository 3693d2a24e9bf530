import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { AdminSidebar, type AdminSidebarProps } from './AdminSidebar';

/** The width of AppShell's sidebar column (a catalogue, `parameters.catalog`, sizes its own). */
const withSidebarColumn: Decorator = (Story, { parameters }) =>
  parameters['catalog'] ? (
    <Story />
  ) : (
    <div style={{ width: 272, minHeight: 760, display: 'flex' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'UI/Shell/AdminSidebar',
  component: AdminSidebar,
  args: {
    user: { name: 'admin@kola.test' },
    pathname: '/admin/dashboard',
    onLogout: fn(async () => undefined) as AdminSidebarProps['onLogout'],
  },
  decorators: [withSidebarColumn],
} satisfies Meta<typeof AdminSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Back-office menu' }));
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Company Finance' })).toHaveAttribute(
      'href',
      '/admin/wallet',
    );
    await expect(menu.getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu.getByRole('button', { name: /Settings/ }));
    await expect(menu.getByRole('link', { name: 'Stockist Upline Bonus' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    user: { control: 'object' },
    pathname: { control: 'text' },
    activeKey: { control: 'text' },
    hrefs: { control: 'object' },
    changePasswordHref: { control: 'text' },
    brand: { control: 'text' },
    label: { control: 'text' },
    linkComponent: { control: false },
  },
};

/** On a settings page the Settings group starts open with the page highlighted. */
export const SettingsOpen: Story = {
  args: { pathname: '/admin/withdrawal-settings' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('button', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Withdrawal Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Referral bonus settings are reached from Bonus Settings, which stays highlighted. */
export const ReachedFromAnotherPage: Story = {
  args: { pathname: '/admin/referral-bonus-settings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Bonus Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const IncentivesOpen: Story = {
  args: { pathname: '/admin/incentive-requests' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('link', { name: 'Incentive Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(menu.getByRole('button', { name: /Incentives/ }));
    await expect(menu.queryByRole('link', { name: 'Incentive Requests' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { user: { name: 'operations.back-office.administrator@kola-herbal.example.com' } },
};

/** The menu on each kind of page: dashboard, a settings page, an incentives page, a page reached from another, a long name. */
export const AllStates: Story = {
  parameters: { catalog: true },
  render: (args) => (
    <Catalog minItemWidth="16rem">
      <CatalogItem label="Dashboard">
        <AdminSidebar {...args} label="On the dashboard" pathname="/admin/dashboard" />
      </CatalogItem>
      <CatalogItem label="A settings page (group open)">
        <AdminSidebar {...args} label="On a settings page" pathname="/admin/stockist-upline-bonus-setting" />
      </CatalogItem>
      <CatalogItem label="An incentives page (group open)">
        <AdminSidebar {...args} label="On an incentives page" pathname="/admin/incentive-requests" />
      </CatalogItem>
      <CatalogItem label="Reached from another page">
        <AdminSidebar
          {...args}
          label="On referral bonus settings"
          pathname="/admin/referral-bonus-settings"
        />
      </CatalogItem>
      <CatalogItem label="Without Change Password, long name">
        <AdminSidebar
          {...args}
          label="With a long name"
          changePasswordHref={null}
          user={{ name: 'operations.back-office.administrator@kola-herbal.example.com' }}
        />
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = (name: string) => within(canvas.getByRole('navigation', { name }));
    await expect(menu('On the dashboard').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu('On the dashboard').getByRole('button', { name: /Settings/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      menu('On a settings page').getByRole('link', { name: 'Stockist Upline Bonus' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      menu('On an incentives page').getByRole('link', { name: 'Incentive Requests' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      menu('On referral bonus settings').getByRole('link', { name: 'Bonus Settings' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      menu('With a long name').queryByRole('link', { name: 'Change Password' }),
    ).not.toBeInTheDocument();
    await expect(menu('On the dashboard').getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
  },
};
