import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { text: 'There are no downlines' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no downlines')).toBeVisible();
  },
};

export const Playground: Story = {
  argTypes: { text: { control: 'text' }, action: { control: false } },
};

export const WithAction: Story = {
  args: { text: 'There are no Items in your cart', action: <Button size="sm">Browse products</Button> },
};

export const LongContent: Story = {
  args: { text: 'There are no pending stockists Upgrades. '.repeat(6) },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[
        'There are no claimed incentives',
        'There are no direct downlines',
        'There are no downlines',
        'There are no global profits',
        'There are no withdrawals',
        'User has not submitted bank details',
      ].map((text) => (
        <EmptyState key={text} text={text} />
      ))}
    </div>
  ),
};
