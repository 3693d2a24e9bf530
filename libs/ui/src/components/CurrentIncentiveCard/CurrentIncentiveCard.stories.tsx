import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CurrentIncentiveCard,
  type CurrentIncentive,
  type CurrentIncentiveCardProps,
} from './CurrentIncentiveCard';

const phoneImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 112"><rect width="112" height="112" fill="#eef7f0"/><rect x="36" y="14" width="40" height="84" rx="6" fill="#1b5c36"/><rect x="40" y="22" width="32" height="64" fill="#aad8b7"/></svg>',
)}`;

const incentive: CurrentIncentive = {
  id: 3,
  rank_id: 3,
  rank_name: 'Sapphire',
  incentive: 'Smartphone',
  worth: 150000,
  points: 1500,
  imageUrl: phoneImage,
  claim_status: null,
};

const meta = {
  title: 'UI/Incentives/CurrentIncentiveCard',
  component: CurrentIncentiveCard,
  args: {
    incentive,
    onClaim: fn(async () => undefined) as CurrentIncentiveCardProps['onClaim'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrentIncentiveCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Smartphone')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('₦150,000.00')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Incentive' }));
    await waitFor(() => expect(args.onClaim).toHaveBeenCalledWith(incentive));
    await expect(await canvas.findByRole('button', { name: 'Processing' })).toBeDisabled();
  },
};

export const Playground: Story = {
  argTypes: {
    incentive: { control: 'object' },
    claiming: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
  },
};

export const Processing: Story = {
  args: { incentive: { ...incentive, claim_status: 'processing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Processing' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Claim Incentive' })).toBeNull();
  },
};

export const Approved: Story = { args: { incentive: { ...incentive, claim_status: 'approved' } } };

export const Declined: Story = { args: { incentive: { ...incentive, claim_status: 'declined' } } };

export const WithoutImage: Story = { args: { incentive: { ...incentive, imageUrl: null } } };

export const Submitting: Story = { args: { claiming: true } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { incentive: null },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('You are yet to qualify for an incentive')).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: {
    error: 'An error occurred',
    onClaim: fn(async () => {
      throw new globalThis.Error('rejected');
    }) as CurrentIncentiveCardProps['onClaim'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Incentive' }));
    await expect(await canvas.findByRole('button', { name: 'Claim Incentive' })).toBeEnabled();
  },
};

export const LongContent: Story = {
  args: {
    incentive: {
      ...incentive,
      rank_name: 'Crown Ambassador Presidential Diamond Executive Director',
      incentive: 'Brand new fully paid four-bedroom duplex in Lekki Phase 1 with a two-car garage',
      worth: 125_000_000,
      points: 12_500_000,
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurrentIncentiveCard {...args} />
      <CurrentIncentiveCard {...args} incentive={{ ...incentive, claim_status: 'processing' }} />
      <CurrentIncentiveCard {...args} incentive={{ ...incentive, claim_status: 'approved' }} />
      <CurrentIncentiveCard
        {...args}
        incentive={{ ...incentive, claim_status: 'declined', imageUrl: null }}
      />
      <CurrentIncentiveCard {...args} incentive={null} />
      <CurrentIncentiveCard {...args} loading />
    </div>
  ),
};
