import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartFrame } from './ChartFrame';

const table = {
  columns: ['Month', 'Orders'],
  rows: [
    { key: 'jan', cells: ['Jan 2025', '12'] },
    { key: 'feb', cells: ['Feb 2025', '30'] },
  ],
};

// A stand-in drawing: the frame does not care what the chart is.
const picture = (
  <svg width="100%" height="100%" viewBox="0 0 100 40" preserveAspectRatio="none">
    <rect x="10" y="28" width="30" height="12" fill="currentColor" />
    <rect x="60" y="10" width="30" height="30" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'UI/Stats/ChartFrame',
  component: ChartFrame,
  args: { title: 'Orders', description: 'Orders per month', table, height: 160, children: picture },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await expect(within(region).getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    await expect(within(region).getByRole('rowheader', { name: 'Feb 2025' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    empty: { control: 'boolean' },
    emptyText: { control: 'text' },
    height: { control: 'number' },
    table: { control: 'object' },
    children: { control: false },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { empty: true, emptyText: 'There are no orders' } };

export const Error: Story = {
  args: { error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Registrations and upgrades approved per month across every package and state',
    description: 'Counts of approved registration and upgrade package payments. '.repeat(4),
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
      <ChartFrame {...args} title="Ready" />
      <ChartFrame {...args} title="Loading" loading />
      <ChartFrame {...args} title="Empty" empty emptyText="There are no orders" />
      <ChartFrame {...args} title="Error" error="An error occurred" />
    </div>
  ),
};
