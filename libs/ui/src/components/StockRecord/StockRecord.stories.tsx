import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SAMPLE_STOCK } from '../../testing/commerceFixtures';
import { StockRecord } from './StockRecord';

const meta = {
  title: 'UI/Commerce/StockRecord',
  component: StockRecord,
  args: { stock: SAMPLE_STOCK },
} satisfies Meta<typeof StockRecord>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('In stock')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByText('Not in stock')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    stock: { control: 'object' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { stock: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no stocks')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    stock: [
      {
        name: 'Extra Strength Bitter Leaf, Ginger and Moringa Detox Herbal Tea, Family Pack of Twenty-Four Sachets',
        cost_price: 123456789.99,
        quantity: 987654,
        in_stock: true,
      },
      ...SAMPLE_STOCK,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockRecord {...args} caption="Stock record" />
      <StockRecord {...args} caption="Loading stock" loading />
      <StockRecord {...args} caption="No stock" stock={[]} />
      <StockRecord {...args} caption="Failed stock" error="An error occurred" />
    </div>
  ),
};
