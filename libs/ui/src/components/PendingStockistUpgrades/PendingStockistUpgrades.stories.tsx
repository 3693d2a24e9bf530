import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PENDING_UPGRADES } from '../../testing/commerceFixtures';
import { PendingStockistUpgrades, type PendingStockistUpgradesProps } from './PendingStockistUpgrades';

const meta = {
  title: 'UI/Commerce/PendingStockistUpgrades',
  component: PendingStockistUpgrades,
  args: {
    upgrades: SAMPLE_PENDING_UPGRADES,
    onApprove: fn(async () => undefined) as PendingStockistUpgradesProps['onApprove'],
    onDisapprove: fn(async () => undefined) as PendingStockistUpgradesProps['onDisapprove'],
    onViewProof: fn() as PendingStockistUpgradesProps['onViewProof'],
  },
} satisfies Meta<typeof PendingStockistUpgrades>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve upgrade of Herbal Hub Ibadan' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure to Approve Upgrade?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 90 })),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    upgrades: { control: 'object' },
  },
};

export const Disapprove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Disapprove upgrade of Wellness Corner' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure to disapprove Upgrade?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() =>
      expect(args.onDisapprove).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 88 })),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { upgrades: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no pending stockists Upgrades')).toBeVisible(),
    );
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    upgrades: [
      {
        ...SAMPLE_PENDING_UPGRADES[0]!,
        payment_id: 1,
        store_name: 'The Very Long Named Herbal Wellness and Natural Remedies Store of Lekki Phase One',
        new_package: 'Diamond Premium Regional Distribution Stockist Package',
        amount: 987654321.99,
      },
      ...SAMPLE_PENDING_UPGRADES,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PendingStockistUpgrades {...args} caption="Pending stockist upgrades" />
      <PendingStockistUpgrades {...args} caption="Loading upgrades" loading />
      <PendingStockistUpgrades {...args} caption="No upgrades" upgrades={[]} />
      <PendingStockistUpgrades {...args} caption="Failed upgrades" error="An error occurred" />
    </div>
  ),
};
