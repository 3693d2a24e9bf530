import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StockistStatusNotice } from './StockistStatusNotice';

const store = {
  store_name: 'Chidi Herbal Store',
  stockist_package_name: 'Mobile Stockist',
  stockist_created_at: '2026-03-02T10:00:00Z',
};

const meta = {
  title: 'UI/Commerce/StockistStatusNotice',
  component: StockistStatusNotice,
  args: { state: 'not_stockist', registerHref: '/user/stockist_reg' },
} satisfies Meta<typeof StockistStatusNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member (not a stockist) opening a stockist screen: a link to Become a Stockist. */
export const NotStockist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This page is for stockists')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Become a Stockist' })).toHaveAttribute(
      'href',
      '/user/stockist_reg',
    );
  },
};

export const Pending: Story = {
  args: { state: 'pending', store },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Your stockist registration is awaiting approval')).toBeVisible(),
    );
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Chidi Herbal Store')).toBeVisible();
    await expect(canvas.getByText('Mar 2, 2026')).toBeVisible();
  },
};

export const Disapproved: Story = {
  args: { state: 'disapproved', store, onApplyAgain: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply again' }));
    await expect(args.onApplyAgain).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    state: 'pending',
    store: {
      ...store,
      store_name:
        'Chidi Herbal Store and Natural Wellness Centre, Opposite the Old Motor Park, Awolowo Road, Ikoyi, Lagos',
    },
  },
};

export const Playground: Story = {
  argTypes: {
    state: { control: 'inline-radio', options: ['not_stockist', 'pending', 'disapproved'] },
    store: { control: 'object' },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistStatusNotice state="not_stockist" registerHref="/user/stockist_reg" />
      <StockistStatusNotice state="pending" store={store} />
      <StockistStatusNotice state="disapproved" store={store} onApplyAgain={() => undefined} />
    </div>
  ),
};
