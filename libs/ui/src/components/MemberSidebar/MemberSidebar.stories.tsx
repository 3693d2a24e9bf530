import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemberSidebar, type MemberSidebarProps } from './MemberSidebar';

const meta = {
  title: 'UI/Shell/MemberSidebar',
  component: MemberSidebar,
  args: {
    user: { name: 'Ada Okafor' },
    isStockist: false,
    pathname: '/user/dashboard',
    onLogout: fn(async () => undefined) as MemberSidebarProps['onLogout'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 272, minHeight: 700, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Member menu' });
    const menu = within(nav);
    await expect(menu.getByText('Online')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/user/wallet');
    await expect(menu.getByRole('link', { name: 'Become a Stockist' })).toHaveAttribute(
      'href',
      '/user/stockist_reg',
    );
    await expect(menu.queryByRole('link', { name: 'Order Processing' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

export const Playground: Story = {
  argTypes: {
    user: { control: 'object' },
    isStockist: { control: 'boolean' },
    pathname: { control: 'text' },
    activeKey: { control: 'text' },
    hrefs: { control: 'object' },
    changePasswordHref: { control: 'text' },
    brand: { control: 'text' },
    label: { control: 'text' },
    linkComponent: { control: false },
  },
};

/** is_stockist 1: the stockist portal replaces "Become a Stockist". */
export const Stockist: Story = {
  args: { isStockist: 1, pathname: '/user/order' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement);
    await expect(menu.getByRole('link', { name: 'Order Processing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Stockist Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Stock Purchase' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Stockist Record' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Become a Stockist' })).not.toBeInTheDocument();
  },
};

export const WithPhoto: Story = {
  args: {
    user: {
      name: 'Ada Okafor',
      photoUrl:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%232f8f55"/></svg>',
    },
    pathname: '/user/security',
  },
};

export const LongContent: Story = {
  args: { user: { name: 'Oluwaseunfunmilayo Adebayo-Ogunlesi-Nwachukwu' }, isStockist: true },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <div style={{ width: 272, display: 'flex' }}>
        <MemberSidebar {...args} label="Member menu" />
      </div>
      <div style={{ width: 272, display: 'flex' }}>
        <MemberSidebar {...args} isStockist label="Stockist menu" pathname="/user/stockpurchase" />
      </div>
    </>
  ),
};
