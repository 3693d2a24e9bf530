import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AdminDashboardStats,
  type AdminBonusStats,
  type AdminPickupStats,
  type AdminRegistrationTotals,
} from './AdminDashboardStats';

const registrations: AdminRegistrationTotals = { count: 1204, amount: 60200000, pv: 48160 };
const pickups: AdminPickupStats = {
  registration_count: 980,
  upgrade_count: 143,
  purchase_count: 1,
  registration_amount: 24500000,
  purchase_amount: 18250.5,
  upgrade_amount: 7150000,
};
const bonuses: AdminBonusStats = {
  matching_bonus_sum: 3450250.75,
  repurchase_bonus_sum: 512000,
  unilevel_bonus_sum: 1203400.25,
  repurchase_bonus_count: 389,
};

const meta = {
  title: 'UI/Stats/AdminDashboardStats',
  component: AdminDashboardStats,
  args: { registrations, pickups, bonuses },
} satisfies Meta<typeof AdminDashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pick = canvas.getByRole('region', { name: 'Pick-up stats' });
    await expect(within(pick).getByRole('group', { name: 'Upgrade pick-ups' })).toHaveTextContent(
      '₦7,150,000.00143 orders',
    );
  },
};

export const Playground: Story = {
  argTypes: {
    registrations: { control: 'object' },
    pickups: { control: 'object' },
    bonuses: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Loading: Story = { args: { loading: true } };

/** The bonus stats are still on their way; the other groups are in. */
export const PartlyLoaded: Story = { args: { bonuses: undefined } };

export const Empty: Story = {
  args: {
    registrations: { count: 0, amount: 0, pv: 0 },
    pickups: {
      registration_count: 0,
      upgrade_count: 0,
      purchase_count: 0,
      registration_amount: 0,
      purchase_amount: 0,
      upgrade_amount: 0,
    },
    bonuses: {
      matching_bonus_sum: 0,
      repurchase_bonus_sum: 0,
      unilevel_bonus_sum: 0,
      repurchase_bonus_count: 0,
    },
  },
};

export const Error: Story = {
  args: { bonuses: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    registrations: { count: 123456789, amount: 987654321012.34 },
    pickups: { ...pickups, registration_amount: 987654321012.34, registration_count: 123456789 },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <AdminDashboardStats registrations={registrations} pickups={pickups} bonuses={bonuses} />
      <AdminDashboardStats registrations={registrations} pickups={pickups} error="An error occurred" />
      <AdminDashboardStats loading />
    </div>
  ),
};
