import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Card } from './Card';

const meta = {
  title: 'UI/Shell/Card',
  component: Card,
  args: { title: 'Registration package', children: 'Gold package' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Registration package' }),
    ).toHaveTextContent('Gold package');
  },
};

export const Playground: Story = {
  argTypes: { title: { control: 'text' }, children: { control: 'text' }, actions: { control: false } },
};

export const WithActions: Story = {
  args: {
    actions: <Button size="sm">Claim Incentive</Button>,
    children: <Badge tone="success">Activated</Badge>,
  },
};

export const Empty: Story = {
  args: { title: 'Claimed incentives', children: <EmptyState text="There are no claimed incentives" /> },
};

export const LongContent: Story = {
  args: {
    title: 'A very long card title that needs to wrap on small phones without breaking the layout',
    children: 'Lorem ipsum '.repeat(60),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <Card title="Total wallet earned">₦12,345.00</Card>
      <Card title="Global profit" actions={<Badge tone="success">Qualified</Badge>}>
        ₦0.00
      </Card>
      <Card>Untitled card</Card>
      <Card title="Downlines">
        <EmptyState text="There are no downlines" />
      </Card>
    </div>
  ),
};
