import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_STOCK_PURCHASE_REQUESTS } from '../../testing/commerceFixtures';
import { StockistPurchaseRequests, type StockistPurchaseRequestsProps } from './StockistPurchaseRequests';

const meta = {
  title: 'UI/Commerce/StockistPurchaseRequests',
  component: StockistPurchaseRequests,
  args: {
    purchases: SAMPLE_STOCK_PURCHASE_REQUESTS,
    onApprove: fn(async () => undefined) as StockistPurchaseRequestsProps['onApprove'],
    onDisapprove: fn(async () => undefined) as StockistPurchaseRequestsProps['onDisapprove'],
    onViewDetails: fn() as StockistPurchaseRequestsProps['onViewDetails'],
    onViewProof: fn() as StockistPurchaseRequestsProps['onViewProof'],
  },
} satisfies Meta<typeof StockistPurchaseRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve purchase #0311' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to approve this purchase?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 311 })));
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    purchases: { control: 'object' },
  },
};

export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline purchase #0311' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure to disapprove this purchase?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onDisapprove).toHaveBeenCalledWith(expect.objectContaining({ id: 311 })));
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { purchases: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no orders')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const Paged: Story = { args: { page: 2, lastPage: 2, perPage: 2, total: 4, onPageChange: fn() } };

export const LongContent: Story = {
  args: {
    purchases: [
      {
        ...SAMPLE_STOCK_PURCHASE_REQUESTS[0]!,
        id: 987654321,
        store_name: 'The Very Long Named Herbal Wellness and Natural Remedies Store of Lekki Phase One',
        total_quantity: 123456,
        total_price: 987654321.99,
      },
      ...SAMPLE_STOCK_PURCHASE_REQUESTS,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistPurchaseRequests {...args} caption="Stockist purchases" />
      <StockistPurchaseRequests {...args} caption="Loading purchases" loading />
      <StockistPurchaseRequests {...args} caption="No purchases" purchases={[]} />
      <StockistPurchaseRequests {...args} caption="Failed purchases" error="An error occurred" />
    </div>
  ),
};
