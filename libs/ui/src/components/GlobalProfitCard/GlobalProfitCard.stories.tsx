import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GlobalProfitCard } from './GlobalProfitCard';

const meta = {
  title: 'UI/Money/GlobalProfitCard',
  component: GlobalProfitCard,
  args: { amount: 125000, qualified: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GlobalProfitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Global profit' });
    await expect(card).toHaveTextContent('₦125,000.00');
    await waitFor(() => expect(within(card).getByText('Qualified')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    amount: { control: 'number' },
    qualified: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    onRetry: { control: false },
    label: { control: 'text' },
    hint: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en-US', 'en-NG'] },
  },
};

export const NotQualified: Story = {
  args: { amount: 0, qualified: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Not Qualified')).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { amount: null, qualified: false } };

export const Error: Story = {
  args: { amount: null, qualified: false, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Global profit' });
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent('We could not load the global profit'),
    );
    await expect(card).not.toHaveTextContent('Not Qualified');
    await expect(card).not.toHaveTextContent('₦');
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    amount: 987654321012.34,
    hint: 'Members of rank 5 or higher share the global profit pool once a year. '.repeat(2),
  },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
      <GlobalProfitCard amount={125000} qualified />
      <GlobalProfitCard amount={0} qualified={false} />
      <GlobalProfitCard amount={null} qualified={false} loading />
      <GlobalProfitCard amount={null} qualified={false} error="An error occurred" onRetry={() => undefined} />
    </div>
  ),
};
