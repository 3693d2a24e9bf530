import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Feedback/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Activated' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Activated')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'brand', 'info', 'success', 'warning', 'danger'] },
    children: { control: 'text' },
  },
};

export const LongContent: Story = {
  args: { tone: 'warning', children: 'There are no pending stockists Upgrades' },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">Activated</Badge>
      <Badge tone="success">Qualified</Badge>
      <Badge tone="danger">Not Qualified</Badge>
      <Badge tone="info">processing</Badge>
      <Badge tone="warning">Pending Request</Badge>
      <Badge tone="brand">Eligible</Badge>
      <Badge tone="neutral">Not-Eligible</Badge>
    </div>
  ),
};
