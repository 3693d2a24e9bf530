import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { dashboardApi, messageSettings } from '../../testing/dashboardFixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: DashboardPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.dashboard },
    session: { token: 'admin-token' },
    api: dashboardApi(),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure, the company wallet, the three charts and both message forms filled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,284')).toBeVisible();
    await expect(await canvas.findByText('₦5,250,000.00')).toBeVisible();
    // Three charts: registrations and revenue by week, bonuses paid by kind, monthly repurchases.
    await waitFor(() => expect(canvas.getAllByTestId('chart-area')).toHaveLength(3));
    await expect(canvas.getByRole('table', { name: 'Bonuses paid by kind' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch')).toBeChecked());
    await expect(canvas.getByText('Front Page Notification Enabled')).toBeVisible();
  },
};

/** Nothing yet: zero figures, no repurchases, no messages (the forms are empty). */
export const Empty: Story = {
  parameters: {
    api: {
      ...dashboardApi(),
      'GET /users/total-registrations': ok({ count: 0, amount: 0 }),
      'GET /users/total-registration-pv': ok(0),
      'GET /purchases/pickup-stats': ok({
        registration_count: 0,
        upgrade_count: 0,
        purchase_count: 0,
        registration_amount: 0,
        purchase_amount: 0,
        upgrade_amount: 0,
      }),
      'GET /bonuses/bonus-stats': ok({
        matching_bonus_sum: 0,
        repurchase_bonus_sum: 0,
        unilevel_bonus_sum: 0,
        repurchase_bonus_count: 0,
      }),
      'GET /bonuses/company-wallet-balance': ok({
        total_company_wallet: 0,
        total_withdrawals: 0,
        wallet_balance: 0,
      }),
      'GET /purchases/monthly-repurchases': ok([]),
      'GET /users/registrations-by-week': ok([
        { week: '2026-W47', week_start: '2026-11-16', registrations: 0, revenue: 0 },
        { week: '2026-W48', week_start: '2026-11-23', registrations: 0, revenue: 0 },
      ]),
      'GET /bonuses/paid-by-kind': ok({ from: '2026-10-30', to: '2026-11-28', total: 0, kinds: [] }),
      'GET /settings/all': ok(
        messageSettings({
          show_front_page_message: false,
          home_page_message_subject: null,
          home_page_message: null,
          general_message_subject: null,
          general_message: null,
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no repurchases to show')).toBeVisible());
    await expect(canvas.getByText('There are no registrations or payments in these weeks')).toBeVisible();
    await expect(
      canvas.getByText('No bonus was paid in this period (Oct 30, 2026 to Nov 28, 2026).'),
    ).toBeVisible();
    await expect(canvas.getByText('Front Page Notification Disabled')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    api: Object.fromEntries(
      Object.entries(dashboardApi()).map(([key, answer]) => [
        key,
        key === 'GET /auth/admin' ? answer : pending,
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Loading front-page notification')).toBeInTheDocument(),
    );
  },
};

/** The reads fail: each part says so and offers to try again. */
export const Error: Story = {
  parameters: {
    api: {
      ...dashboardApi(),
      'GET /bonuses/bonus-stats': fail(500, 'Something went wrong. Please try again.'),
      'GET /bonuses/company-wallet-balance': fail(500, 'Something went wrong. Please try again.'),
      'GET /purchases/monthly-repurchases': fail(500, 'Something went wrong. Please try again.'),
      'GET /users/registrations-by-week': fail(500, 'Something went wrong. Please try again.'),
      'GET /bonuses/paid-by-kind': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Something went wrong. Please try again.')).toHaveLength(5),
    );
    await expect(canvas.getByText('Some figures could not be loaded')).toBeVisible();
  },
};

/** A message without a subject is not sent. */
export const MessageInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = (await canvas.findAllByLabelText('Subject'))[1]!;
    await waitFor(() => expect(subject).toHaveValue('New products'));
    await userEvent.clear(subject);
    await userEvent.click(canvas.getByRole('button', { name: 'Save message' }));
    await expect(await canvas.findByText('Subject is required')).toBeVisible();
  },
};

/** A 360 px phone: cards and forms in one column. */
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
    await expect(await canvas.findByText('1,284')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save message' })).toBeVisible());
  },
};
