import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MonthlyRepurchasesChart, type MonthlyRepurchase } from './MonthlyRepurchasesChart';

// Newest first, as GET /purchases/monthly-repurchases answers.
const data: MonthlyRepurchase[] = [
  { month: 3, year: 2025, total_qty: 64, total: 512000.5 },
  { month: 2, year: 2025, total_qty: 41, total: 328000 },
  { month: 1, year: 2025, total_qty: 30, total: 240000 },
  { month: 12, year: 2024, total_qty: 55, total: 440000.25 },
];

const meta = {
  title: 'UI/Stats/MonthlyRepurchasesChart',
  component: MonthlyRepurchasesChart,
  args: { data },
} satisfies Meta<typeof MonthlyRepurchasesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Monthly repurchases' });
    await expect(region).toHaveAccessibleDescription(
      '₦1,520,000.75 in repurchases from Dec 2024 to Mar 2025.',
    );
    await expect(within(region).getByRole('row', { name: 'Mar 2025 64 ₦512,000.50' })).toBeInTheDocument();
    // One column per month, oldest first, each naming its month and total; the quantity's points too.
    await waitFor(() => expect(region.querySelectorAll('rect[data-bar="total"]')).toHaveLength(4));
    const titles = [...region.querySelectorAll('rect[data-bar="total"] title')].map((t) => t.textContent);
    await expect(titles[0]).toBe('Dec 2024: ₦440,000.25');
    await expect(titles[3]).toBe('Mar 2025: ₦512,000.50');
    await expect(region.querySelectorAll('circle[data-point="quantity"]')).toHaveLength(4);
  },
};

export const Playground: Story = {
  argTypes: {
    data: { control: 'object' },
    title: { control: 'text' },
    description: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyText: { control: 'text' },
    height: { control: 'number' },
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no repurchases to show')).toBeVisible(),
    );
  },
};

export const Error: Story = {
  args: { data: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    data: Array.from({ length: 24 }, (_, index) => ({
      month: (index % 12) + 1,
      year: 2023 + Math.floor(index / 12),
      total_qty: 10 + ((index * 37) % 400),
      total: 50000 + ((index * 7919) % 90000) * 100,
    })),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <MonthlyRepurchasesChart data={data} />
      <MonthlyRepurchasesChart title="Loading" loading />
      <MonthlyRepurchasesChart title="Empty" data={[]} />
      <MonthlyRepurchasesChart title="Error" error="An error occurred" />
    </div>
  ),
};
