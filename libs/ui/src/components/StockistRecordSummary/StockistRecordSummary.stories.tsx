import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockistRecordSummary } from './StockistRecordSummary';

const meta = {
  title: 'UI/Commerce/StockistRecordSummary',
  component: StockistRecordSummary,
  args: { packageName: 'Gold Stockist', rebatePercent: 7.5, rebateBonus: 19130.25 },
} satisfies Meta<typeof StockistRecordSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Stockist package' })).toHaveTextContent('Gold Stockist');
    await expect(canvas.getByRole('group', { name: 'Rebate' })).toHaveTextContent('7.5%');
    await expect(canvas.getByRole('group', { name: 'Rebate wallet' })).toHaveTextContent('₦19,130.25');
  },
};

export const Playground: Story = {
  argTypes: {
    packageName: { control: 'text' },
    rebatePercent: { control: 'number' },
    rebateBonus: { control: 'number' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { packageName: null, rebatePercent: null, rebateBonus: null } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    packageName: 'Diamond Premium Regional Distribution Stockist Package',
    rebatePercent: 12.345,
    rebateBonus: 987654321.99,
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StockistRecordSummary {...args} />
      <StockistRecordSummary {...args} loading />
      <StockistRecordSummary {...args} packageName={null} rebatePercent={null} rebateBonus={null} />
      <StockistRecordSummary {...args} error="An error occurred" />
    </div>
  ),
};
