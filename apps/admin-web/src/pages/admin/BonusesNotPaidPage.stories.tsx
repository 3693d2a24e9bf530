import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { forfeitedPage } from '../../testing/reportFixtures';
import { BonusesNotPaidPage } from './BonusesNotPaidPage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /reports/bonuses-not-paid': ok(forfeitedPage()),
};

const meta = {
  title: 'Pages/Admin/Bonuses Not Paid',
  component: BonusesNotPaidPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.bonusesNotPaid },
    session: { token: 'admin-token' },
    api,
  },
} satisfies Meta<typeof BonusesNotPaidPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The totals by reason of every matching line, then the lines. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole('table', { name: 'Totals by reason' });
    await waitFor(() => expect(within(totals).getByText('₦2,500.49')).toBeVisible());
    const lines = canvas.getByRole('table', { name: 'Bonuses not paid' });
    await expect(within(lines).getByText('bola')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /reports/bonuses-not-paid': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Bonuses not paid' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /reports/bonuses-not-paid': ok(forfeitedPage([])) } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByText('There are no bonuses that were not paid')).toHaveLength(2),
    );
  },
};

export const Error: Story = {
  parameters: {
    api: { ...api, 'GET /reports/bonuses-not-paid': fail(500, 'Something went wrong. Please try again.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Something went wrong. Please try again.').length).toBe(2),
    );
  },
};
