import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NairaAmount } from './NairaAmount';

const meta = {
  title: 'UI/Money/NairaAmount',
  component: NairaAmount,
  args: { value: 12345 },
} satisfies Meta<typeof NairaAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('₦12,345.00')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    value: { control: 'number' },
    locale: { control: 'inline-radio', options: ['en-US', 'en-NG'] },
    size: { control: 'select', options: ['inherit', 'sm', 'md', 'lg', 'xl'] },
  },
};

/** Stockist sales stats (docs/screens/stockist.md#limits-and-formats): en-NG with 2 decimals. */
export const EnNg: Story = {
  args: { value: 2450000.5, locale: 'en-NG' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('₦2,450,000.50')).toBeVisible());
  },
};

export const Zero: Story = { args: { value: 0 } };

export const Negative: Story = { args: { value: -1500.25 } };

/** No value yet (or not a number): a dash, read as "Not available". */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not available')).toBeInTheDocument();
  },
};

export const LongContent: Story = { args: { value: 987654321012.34, size: 'xl' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <NairaAmount value={12345} />
      <NairaAmount value={2450000.5} locale="en-NG" />
      <NairaAmount value={0} />
      <NairaAmount value={-1500.25} />
      <NairaAmount value={null} />
      <NairaAmount value={5000} size="sm" />
      <NairaAmount value={5000} size="lg" />
      <NairaAmount value={987654321012.34} size="xl" />
    </div>
  ),
};
