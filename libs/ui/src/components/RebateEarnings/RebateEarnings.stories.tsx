import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SAMPLE_REBATE_EARNINGS } from '../../testing/commerceFixtures';
import { RebateEarnings } from './RebateEarnings';

const meta = {
  title: 'UI/Commerce/RebateEarnings',
  component: RebateEarnings,
  args: { earnings: SAMPLE_REBATE_EARNINGS },
} satisfies Meta<typeof RebateEarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('March 2026')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('₦19,130.25')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    showTotal: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    earnings: { control: 'object' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { earnings: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no rebate earnings')).toBeVisible(),
    );
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    earnings: Array.from({ length: 24 }, (_, i) => ({
      created_at: new Date(Date.UTC(2024, i, 15)).toISOString(),
      value: 1000000 + i * 12345.67,
    })),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RebateEarnings {...args} caption="Rebate earnings" />
      <RebateEarnings {...args} caption="Rebate earnings without total" showTotal={false} />
      <RebateEarnings {...args} caption="Loading rebate earnings" loading />
      <RebateEarnings {...args} caption="No rebate earnings" earnings={[]} />
      <RebateEarnings {...args} caption="Failed rebate earnings" error="An error occurred" />
    </div>
  ),
};
