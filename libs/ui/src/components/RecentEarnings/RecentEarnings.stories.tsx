import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone360Story } from '../../testing/decorators';
import { Card } from '../Card/Card';
import { RecentEarnings, type RecentEarning } from './RecentEarnings';

const earning = (overrides: Partial<RecentEarning>): RecentEarning => ({
  id: 1,
  kind: 'referral_bonus',
  amount: 875,
  created_at: '2026-11-20T10:15:00.000Z',
  description: 'Activation of tunde (Starter)',
  from_username: 'tunde',
  generation: 2,
  percentage: 5,
  base: 17500,
  note: null,
  ...overrides,
});

const earnings: RecentEarning[] = [
  earning({ id: 5 }),
  earning({
    id: 4,
    kind: 'matching_bonus',
    amount: 3500,
    from_username: null,
    generation: null,
    percentage: 10,
    base: 35000,
    description: 'Matching bonus, 2026-11-19 (part 1)',
    note: 'capped at the package matching cap',
  }),
  earning({
    id: 3,
    kind: 'placement_bonus',
    amount: 2800,
    generation: null,
    base: 56000,
    from_username: 'chioma',
  }),
  earning({
    id: 2,
    kind: 'welcome_bonus',
    amount: 350,
    from_username: 'adaok',
    generation: null,
    percentage: 2,
    description: 'Activation of adaok (Starter)',
  }),
];

const meta = {
  title: 'UI/Earnings/RecentEarnings',
  component: RecentEarnings,
  decorators: [
    (Story) => (
      <Card title="Recent earnings">
        <Story />
      </Card>
    ),
  ],
  args: { earnings },
} satisfies Meta<typeof RecentEarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Recent earnings' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('From tunde, 2nd generation, 5% of ₦17,500.00.');
    await expect(items[0]).toHaveTextContent('+₦875.00');
    await expect(items[1]).toHaveTextContent('10% of ₦35,000.00, capped at the package matching cap.');
  },
};

export const Empty: Story = {
  args: { earnings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No earnings yet/)).toBeVisible();
  },
};

export const Loading: Story = { args: { earnings: undefined, loading: true } };

export const Error: Story = {
  args: { earnings: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your recent earnings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    earnings: [
      earning({
        id: 9,
        amount: 1234567.89,
        from_username: 'a_very_long_username_that_goes_on_and_on_2026',
        generation: 10,
        percentage: 2.5,
        base: 98765432.1,
        description: 'Activation of a_very_long_username_that_goes_on_and_on_2026 (Diamond Premium Plus)',
      }),
      ...earnings,
    ],
  },
};

export const Phone: Story = { ...phone360Story };
