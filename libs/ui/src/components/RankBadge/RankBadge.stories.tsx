import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RankBadge } from './RankBadge';

const badgeImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="20" r="14" fill="#c9a227"/><path d="M16 32l-4 14 12-6 12 6-4-14" fill="#247545"/></svg>',
)}`;

const meta = {
  title: 'UI/Incentives/RankBadge',
  component: RankBadge,
  args: { rank: { name: 'Sapphire', points: 1500 } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RankBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Sapphire')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('1,500 PV')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    rank: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    onRetry: { control: false },
  },
};

export const WithImage: Story = {
  args: { rank: { name: 'Gold Director', points: 12000, imageUrl: badgeImage } },
};

export const Empty: Story = {
  args: { rank: null },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('You are yet to qualify for an incentive')).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = {
  args: { rank: null, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the rank'));
    await expect(canvas.queryByText('You are yet to qualify for an incentive')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    rank: { name: 'Crown Ambassador Presidential Diamond Executive Director', points: 12_500_000 },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RankBadge rank={{ name: 'Sapphire', points: 1500 }} />
      <RankBadge rank={{ name: 'Gold Director', points: 12000, imageUrl: badgeImage }} />
      <RankBadge rank={null} />
      <RankBadge rank={null} loading />
      <RankBadge rank={null} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
