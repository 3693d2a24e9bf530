import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone360Story } from '../../testing/decorators';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { UnpaidEarnings, type UnpaidEarningsData } from './UnpaidEarnings';

const unpaid: UnpaidEarningsData = {
  total: 4125,
  package_name: 'Starter',
  groups: [
    {
      kind: 'referral_bonus',
      reason: 'setting_zero',
      count: 2,
      amount: 2625,
      generations: [3, 4],
      paid_generations: 2,
      upgrade_package: { id: 2, name: 'Bronze' },
    },
    {
      kind: 'matching_bonus',
      reason: 'cap_reached',
      count: 1,
      amount: 1500,
      generations: [],
      paid_generations: null,
      upgrade_package: null,
    },
    {
      kind: 'equilibrium_bonus',
      reason: 'not_eligible',
      count: 3,
      amount: 0,
      generations: [],
      paid_generations: null,
      upgrade_package: null,
    },
  ],
};

const meta = {
  title: 'UI/Earnings/UnpaidEarnings',
  component: UnpaidEarnings,
  decorators: [
    (Story) => (
      <Card title="What went unpaid">
        <Story />
      </Card>
    ),
  ],
  args: {
    unpaid,
    upgradeAction: (upgrade) => (
      <Button variant="secondary" size="sm">
        Upgrade to {upgrade.name}
      </Button>
    ),
  },
} satisfies Meta<typeof UnpaidEarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/went unpaid so far/)).toHaveTextContent('₦4,125.00 went unpaid so far.');
    await expect(
      canvas.getByText(
        'Your Starter package pays 2 generations of the referral bonus: ₦2,625.00 from generations 3 and 4 went unpaid. Upgrade to Bronze to earn it.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Bronze' })).toBeVisible();
    await expect(canvas.getByText(/above your package's cap/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { unpaid: { total: 0, package_name: 'Gold', groups: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing went unpaid/)).toBeVisible();
  },
};

export const Loading: Story = { args: { unpaid: undefined, loading: true } };

export const Error: Story = {
  args: { unpaid: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load what went unpaid');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    unpaid: {
      total: 98765432.1,
      package_name: 'Starter Premium Plus Extended',
      groups: [
        {
          kind: 'stockist_upline_bonus',
          reason: 'setting_zero',
          count: 412,
          amount: 98765432.1,
          generations: [3, 4, 5, 6, 7, 8, 9, 10],
          paid_generations: 2,
          upgrade_package: { id: 6, name: 'Diamond Premium Plus Extended' },
        },
        ...unpaid.groups,
      ],
    },
  },
};

export const Phone: Story = { ...phone360Story };
