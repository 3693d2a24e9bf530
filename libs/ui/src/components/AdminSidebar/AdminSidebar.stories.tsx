import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminSidebar, type AdminSidebarProps } from './AdminSidebar';

const meta = {
  title: 'UI/Shell/AdminSidebar',
  component: AdminSidebar,
  args: {
    user: { name: 'admin@kola.test' },
    pathname: '/admin/dashboard',
    onLogout: fn(async () => undefined) as AdminSidebarProps['onLogout'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 272, minHeight: 760, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
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

export const AllStates: Story = {
  args: { pathname: '/admin/stockist-upline-bonus-setting' },
};
