import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PURCHASES, SAMPLE_STOCKIST_PURCHASES } from '../../testing/commerceFixtures';
import { OrderCodeModal } from '../OrderCodeModal/OrderCodeModal';
import { PurchaseHistory, type PurchaseHistoryProps, type PurchaseOrder } from './PurchaseHistory';

const meta = {
  title: 'UI/Commerce/PurchaseHistory',
  component: PurchaseHistory,
  args: {
    purchases: SAMPLE_PURCHASES,
    page: 1,
    lastPage: 3,
    perPage: 3,
    total: 8,
    onPageChange: fn() as PurchaseHistoryProps['onPageChange'],
    onViewCode: fn() as PurchaseHistoryProps['onViewCode'],
    onViewProducts: fn() as PurchaseHistoryProps['onViewProducts'],
  },
} satisfies Meta<typeof PurchaseHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /#01204/ });
    await waitFor(() => expect(within(row).getByText('Processing')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('Registration pickup')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('Lagos · 08031234567')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('₦11,500.50')).toBeVisible());
    await userEvent.click(within(row).getByRole('button', { name: 'Order code of #01204' }));
    await expect(args.onViewCode).toHaveBeenCalledWith(expect.objectContaining({ id: 1204 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {
  argTypes: {
    variant: { control: 'inline-radio', options: ['member', 'stockist'] },
    showPaymentMode: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    page: { control: 'number' },
    lastPage: { control: 'number' },
    purchases: { control: 'object' },
  },
};

export const Stockist: Story = {
  args: {
    variant: 'stockist',
    caption: 'Stock purchases',
    purchases: SAMPLE_STOCKIST_PURCHASES,
    onViewCode: undefined,
    onPageChange: undefined,
    total: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Manual Upload')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Debit Card')).toBeVisible());
    await expect(canvas.queryByRole('columnheader', { name: 'Store' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { purchases: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no purchases')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    purchases: [
      {
        ...SAMPLE_PURCHASES[0]!,
        id: 987654321,
        store_name: 'The Very Long Named Herbal Wellness and Natural Remedies Store of Lekki Phase One',
        store_address:
          'Plot 1234, Admiralty Way, Off Fola Osibo Road, Lekki Phase One, Eti-Osa Local Government Area',
        total_quantity: 12000,
        total_price: 987654321.99,
      },
      ...SAMPLE_PURCHASES,
    ],
  },
};

function WithCodeModal() {
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  return (
    <>
      <PurchaseHistory purchases={SAMPLE_PURCHASES} onViewCode={setOrder} />
      <OrderCodeModal
        orderId={order?.id ?? ''}
        open={order !== null}
        onOpenChange={(open) => {
          if (!open) setOrder(null);
        }}
        onReveal={async () => 'K7Q2-9XPA'}
      />
    </>
  );
}

export const Controlled: Story = {
  render: () => <WithCodeModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order code of #01187' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await expect(dialog).toHaveTextContent('order #01187');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PurchaseHistory {...args} caption="Purchase history" />
      <PurchaseHistory
        {...args}
        caption="Stock purchases"
        variant="stockist"
        purchases={SAMPLE_STOCKIST_PURCHASES}
        onViewCode={undefined}
      />
      <PurchaseHistory {...args} caption="Loading purchases" loading />
      <PurchaseHistory {...args} caption="No purchases" purchases={[]} />
      <PurchaseHistory {...args} caption="Failed purchases" error="An error occurred" />
    </div>
  ),
};
