import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StockistHistoryCards } from './StockistHistoryCards';

const totals = { stockist_count: 48, stockist_purchases_sum: 15250000.5, stockist_sales_sum: 9875000.25 };
const longTotals = {
  stockist_count: 1234567,
  stockist_purchases_sum: 987654321012.34,
  stockist_sales_sum: 123456789012.5,
};

const meta = {
  title: 'UI/Commerce/StockistHistoryCards',
  component: StockistHistoryCards,
  args: { totals },
} satisfies Meta<typeof StockistHistoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Total stockists' })).toHaveTextContent('48'),
    );
    await expect(canvas.getByRole('group', { name: 'Stockist purchases' })).toHaveTextContent(
      '₦15,250,000.50',
    );
    await expect(canvas.getByRole('group', { name: 'Stockist sales' })).toHaveTextContent('₦9,875,000.25');
  },
};

export const Playground: Story = {
  argTypes: {
    totals: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en-US', 'en-NG'] },
    title: { control: 'text' },
    onRetry: { control: false },
  },
};

export const Loading: Story = {
  args: { totals: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Stockist totals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(/₦/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { totals: { stockist_count: 0, stockist_purchases_sum: 0, stockist_sales_sum: 0 } },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByRole('group', { name: 'Total stockists' });
    await waitFor(() => expect(within(count).getByText('There are no stockists')).toBeVisible());
  },
};

export const Error: Story = {
  args: { totals: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the stockist totals'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = { args: { totals: longTotals } };

/** A 360 px phone: the cards stack and large sums wrap instead of overflowing. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  args: { totals: longTotals },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Stockist totals' });
    await waitFor(() => expect(within(section).getByText('₦987,654,321,012.34')).toBeVisible());
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistHistoryCards title="Default" totals={totals} />
      <StockistHistoryCards
        title="Empty"
        totals={{ stockist_count: 0, stockist_purchases_sum: 0, stockist_sales_sum: 0 }}
      />
      <StockistHistoryCards title="Loading" loading />
      <StockistHistoryCards title="Error" error="An error occurred" onRetry={() => undefined} />
      <StockistHistoryCards title="Long content" totals={longTotals} />
    </div>
  ),
};
