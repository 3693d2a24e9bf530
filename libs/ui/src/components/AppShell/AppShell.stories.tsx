import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
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

export const AllStates: Story = { args: { defaultMenuOpen: true } };
