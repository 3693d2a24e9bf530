import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BonusesByKindChart, type BonusesByKind } from './BonusesByKindChart';

const data: BonusesByKind = {
  from: '2026-10-30',
  to: '2026-11-28',
  total: 1_146_020,
  kinds: [
    { kind: 'referral_bonus', amount: 612_500, entries: 35 },
    { kind: 'matching_bonus', amount: 350_000, entries: 12 },
    { kind: 'placement_bonus', amount: 122_500, entries: 70 },
    { kind: 'equilibrium_bonus', amount: 60_000, entries: 60 },
    { kind: 'loyalty_bonus', amount: 1_020, entries: 51 },
  ],
};

const meta = {
  title: 'UI/Stats/BonusesByKindChart',
  component: BonusesByKindChart,
  args: { data },
} satisfies Meta<typeof BonusesByKindChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Bonuses paid by kind' });
    await expect(region).toHaveAccessibleDescription(
      '₦1,146,020.00 in bonuses from Oct 30, 2026 to Nov 28, 2026.',
    );
    await expect(
      within(region).getByRole('row', { name: 'Matching bonus 12 ₦350,000.00' }),
    ).toBeInTheDocument();
    // One bar per kind, the largest full width.
    await waitFor(() => expect(region.querySelectorAll('rect[data-bar]')).toHaveLength(5));
    await expect(region.querySelector('rect[data-bar="referral_bonus"]')).toHaveAttribute('width', '100%');
  },
};

export const Playground: Story = {
  argTypes: {
    data: { control: 'object' },
    title: { control: 'text' },
    description: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Empty: Story = {
  args: { data: { from: '2026-10-30', to: '2026-11-28', total: 0, kinds: [] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('No bonus was paid in this period (Oct 30, 2026 to Nov 28, 2026).'),
      ).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: { data: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Every bonus kind paid. */
export const LongContent: Story = {
  args: {
    data: {
      ...data,
      kinds: [
        'referral_bonus',
        'placement_bonus',
        'welcome_bonus',
        'upgrade_bonus',
        'repurchase_bonus',
        'unilevel_bonus',
        'award_bonus',
        'signee_bonus',
        'stockist_upline_bonus',
        'rebate',
        'matching_bonus',
        'equilibrium_bonus',
        'loyalty_bonus',
        'profit_pool',
        'global_profit',
      ].map((kind, index) => ({ kind, amount: 1000 * (index + 1) ** 2, entries: index + 1 })),
    },
  },
};
