import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { pageOf } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { transactionsApi } from '../../testing/transactionFixtures';
import { TransactionsPage } from './TransactionsPage';

const stockistsTab = { path: paths.admin.transactions, url: `${paths.admin.transactions}?tab=stockists` };

const registrationsTab = {
  path: paths.admin.transactions,
  url: `${paths.admin.transactions}?tab=registrations`,
};
const repurchasesTab = { path: paths.admin.transactions, url: `${paths.admin.transactions}?tab=repurchases` };

const meta = {
  title: 'Pages/Admin/Transactions',
  component: TransactionsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.transactions },
    session: { token: 'admin-token' },
    api: transactionsApi(),
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total and every withdrawal; Approve and Decline only on the one awaiting approval. */
export const Withdrawals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(table).getByText('Awaiting approval')).toBeVisible());
    await expect(within(table).getByText('Payout sent')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Approve the withdrawal/ })).toHaveLength(1);
    await expect(await canvas.findByText('₦60,000.00')).toBeVisible();
  },
};

/** Approve asks first, naming what the bank receives. */
export const ApproveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the withdrawal of ada' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByText(/Send ₦24,750.00 to ada's bank account now\?/)).toBeVisible(),
    );
  },
};

/** Decline needs a reason. */
export const DeclineReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline the withdrawal of ada' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline withdrawal' }));
    // The form validates after the click (CI once looked before the message was drawn).
    await expect(await within(dialog).findByText('Reason is required')).toBeVisible();
  },
};

/** Another administrator decided first: the API answers 409 and the page says so. */
export const WithdrawalDecidedMeanwhile: Story = {
  parameters: {
    api: { ...transactionsApi(), 'PATCH /withdrawals/{id}/approve': fail(409, 'Withdrawal is not pending') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the withdrawal of ada' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await expect(
      await body.findByText(/This withdrawal was already decided, so nothing changed/),
    ).toBeVisible();
  },
};

export const WithdrawalsEmpty: Story = {
  parameters: {
    api: {
      ...transactionsApi(),
      'GET /withdrawals/all': ok(pageOf([])),
      'GET /withdrawals/total': ok({ total: 0, count: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no withdrawals')).toBeVisible());
  },
};

export const WithdrawalsLoading: Story = {
  parameters: {
    api: { ...transactionsApi(), 'GET /withdrawals/all': pending, 'GET /withdrawals/total': pending },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Withdrawals' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithdrawalsError: Story = {
  parameters: {
    api: {
      ...transactionsApi(),
      'GET /withdrawals/all': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Totals, registrations, upgrades and stock purchases, each with what awaits a decision. */
export const Stockists: Story = {
  parameters: { route: stockistsTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total stockists')).toBeVisible();
    const registrations = await canvas.findByRole('table', { name: 'Stockist registrations' });
    await waitFor(() => expect(within(registrations).getByText('Chidi Herbal Store')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Approve Chidi Herbal Store' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Approve upgrade of Bola Wellness Hub' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Approve purchase #012' })).toBeVisible();
  },
};

/** The proof of payment of a registration, with Download. */
export const ProofOfPayment: Story = {
  parameters: { route: stockistsTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Proof of payment of Chidi Herbal Store' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Proof of payment of Chidi Herbal Store',
    });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Download' })).toBeVisible());
  },
};

/** An approved store's purchases and sales, en-NG with two decimals. */
export const SalesStats: Story = {
  parameters: { route: stockistsTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sales stats of Bola Wellness Hub' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Sales stats of Bola Wellness Hub',
    });
    await waitFor(() => expect(within(dialog).getByText(/9,500\.50/)).toBeVisible());
  },
};

/** The products of a stock purchase. */
export const PurchaseProducts: Story = {
  parameters: { route: stockistsTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Details of #012' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Products of order #012' });
    // The modal's product list lays out after it opens; wait until it shows.
    await waitFor(() => expect(within(dialog).getByText('Kola Tea')).toBeVisible());
  },
};

export const StockistsEmpty: Story = {
  parameters: {
    route: stockistsTab,
    api: {
      ...transactionsApi(),
      'GET /stockists/stats': ok({ stockist_count: 0, stockist_purchases_sum: 0, stockist_sales_sum: 0 }),
      'GET /stockists/all': ok(pageOf([])),
      'GET /stockists/upgrades': ok(pageOf([])),
      'GET /stockists/product-orders': ok(pageOf([])),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no pending stockists Upgrades')).toBeVisible());
    await expect(canvas.getByText('There are no orders')).toBeVisible();
  },
};

export const StockistsLoading: Story = {
  parameters: {
    route: stockistsTab,
    api: {
      ...transactionsApi(),
      'GET /stockists/stats': pending,
      'GET /stockists/all': pending,
      'GET /stockists/upgrades': pending,
      'GET /stockists/product-orders': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Stockist registrations' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const StockistsError: Story = {
  parameters: {
    route: stockistsTab,
    api: {
      ...transactionsApi(),
      'GET /stockists/stats': fail(500, 'Something went wrong. Please try again.'),
      'GET /stockists/all': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Something went wrong. Please try again.')).toHaveLength(2),
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Package payments with the registrations count, View for a member's upgrades, and the upgraded members. */
export const Registrations: Story = {
  parameters: { route: registrationsTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Registration History' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'KOLA-REG-91' })).toBeVisible());
    await expect(await canvas.findByRole('cell', { name: 'Starter → Silver' })).toBeVisible();
  },
};

export const RegistrationsEmpty: Story = {
  parameters: {
    route: registrationsTab,
    api: {
      ...transactionsApi(),
      'GET /users/total-registrations': ok({ count: 0, amount: 0 }),
      'GET /users/paid-users': ok(pageOf([])),
      'GET /users/upgraded-users': ok(pageOf([])),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no active user registrations')).toBeVisible());
    await expect(canvas.getByText('There are no upgrades')).toBeVisible();
  },
};

export const RegistrationsError: Story = {
  parameters: {
    route: registrationsTab,
    api: {
      ...transactionsApi(),
      'GET /users/paid-users': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
  },
};

/** The repurchase total and each month, newest first. */
export const Repurchases: Story = {
  parameters: { route: repurchasesTab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₦4,300,000.00')).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Nov 2026' })).toBeVisible();
  },
};

export const RepurchasesEmpty: Story = {
  parameters: {
    route: repurchasesTab,
    api: {
      ...transactionsApi(),
      'GET /purchases/sum-prices': ok({ total_price: 0, total_quantity: 0 }),
      'GET /purchases/monthly-repurchases': ok([]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no repurchases')).toBeVisible());
  },
};

export const RepurchasesLoading: Story = {
  parameters: {
    route: repurchasesTab,
    api: {
      ...transactionsApi(),
      'GET /purchases/sum-prices': pending,
      'GET /purchases/monthly-repurchases': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Repurchases by month' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** A 360 px phone: the tabs, the cards in one column, the tables scroll sideways. */
export const Phone360: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Stockist History' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('₦60,000.00')).toBeVisible());
  },
};
