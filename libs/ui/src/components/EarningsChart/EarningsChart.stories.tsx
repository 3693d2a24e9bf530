import type { Meta, StoryObj } from '@storybook/react-vite';
import { phone360Story } from '../../testing/decorators';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EarningsChart, type EarningsWeek } from './EarningsChart';

/** Twelve Mondays from 7 Sep 2026. */
const mondays = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
);
const weeks: EarningsWeek[] = mondays.map((week_start, i) => {
  const by_kind: EarningsWeek['by_kind'] = [
    {
      kind: 'referral_bonus' as const,
      amount: [0, 1750, 0, 3500, 875, 0, 5250, 1750, 0, 7000, 2625, 1750][i] ?? 0,
    },
    { kind: 'matching_bonus' as const, amount: i % 3 === 2 ? 3500 : 0 },
    { kind: 'welcome_bonus' as const, amount: i === 0 ? 350 : 0 },
    { kind: 'equilibrium_bonus' as const, amount: i >= 8 ? 1000 : 0 },
  ].filter((k) => k.amount > 0);
  return { week_start, total: by_kind.reduce((s, k) => s + k.amount, 0), by_kind };
});

const meta = {
  title: 'UI/Earnings/EarningsChart',
  component: EarningsChart,
  args: { weeks },
} satisfies Meta<typeof EarningsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Earnings by week' });
    await expect(region).toHaveAccessibleDescription('₦42,850.00 earned in the last 12 weeks.');
    await expect(
      within(region).getByRole('row', {
        name: '23 Nov ₦6,250.00 Referral bonus ₦1,750.00, Matching bonus ₦3,500.00, Equilibrium bonus ₦1,000.00',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(region.querySelector('[data-bar]')).not.toBeNull());
  },
};

/** A member whose weeks are all ₦0.00: the empty text, not a flat chart. */
export const Empty: Story = {
  args: { weeks: mondays.map((week_start) => ({ week_start, total: 0, by_kind: [] })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No earnings in the last 12 weeks yet/)).toBeVisible();
  },
};

export const Loading: Story = { args: { weeks: undefined, loading: true } };

export const Error: Story = {
  args: { weeks: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not load your earnings. An error occurred',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A year of weeks, every kind, millions of naira. */
export const LongContent: Story = {
  args: {
    weeks: Array.from({ length: 52 }, (_, i) => {
      const week_start = new Date(Date.UTC(2025, 11, 1 + i * 7)).toISOString().slice(0, 10);
      const by_kind = (
        [
          'referral_bonus',
          'placement_bonus',
          'matching_bonus',
          'unilevel_bonus',
          'repurchase_bonus',
          'equilibrium_bonus',
          'loyalty_bonus',
          'global_profit',
        ] as const
      ).map((kind, k) => ({ kind, amount: ((i + 1) * (k + 3) * 7919) % 900000 }));
      return { week_start, total: by_kind.reduce((s, k) => s + k.amount, 0), by_kind };
    }),
  },
};

export const Phone: Story = { ...phone360Story };
