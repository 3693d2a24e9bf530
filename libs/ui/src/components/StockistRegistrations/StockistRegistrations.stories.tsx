import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_STOCKIST_REGISTRATIONS } from '../../testing/commerceFixtures';
import { ProofOfPaymentModal } from '../ProofOfPaymentModal/ProofOfPaymentModal';
import {
  StockistRegistrations,
  type StockistRegistration,
  type StockistRegistrationsProps,
} from './StockistRegistrations';

const meta = {
  title: 'UI/Commerce/StockistRegistrations',
  component: StockistRegistrations,
  args: {
    stockists: SAMPLE_STOCKIST_REGISTRATIONS,
    onApprove: fn(async () => undefined) as StockistRegistrationsProps['onApprove'],
    onDisapprove: fn(async () => undefined) as StockistRegistrationsProps['onDisapprove'],
    onViewProof: fn() as StockistRegistrationsProps['onViewProof'],
    onViewUpgrades: fn() as StockistRegistrationsProps['onViewUpgrades'],
    onViewSalesStats: fn() as StockistRegistrationsProps['onViewSalesStats'],
    search: '',
    onSearchChange: fn() as StockistRegistrationsProps['onSearchChange'],
  },
} satisfies Meta<typeof StockistRegistrations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('row', { name: /Green Leaf Store/ });
    await waitFor(() => expect(within(pending).getByText('Pending')).toBeVisible());
    await waitFor(() => expect(within(pending).getByText('Manual Upload')).toBeVisible());
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Green Leaf Store' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 71 })),
    );
    const approved = canvas.getByRole('row', { name: /Herbal Hub Ibadan/ });
    await expect(within(approved).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    search: { control: 'text' },
    stockists: { control: 'object' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { stockists: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no stockists')).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const Paged: Story = { args: { page: 1, lastPage: 3, perPage: 2, total: 6, onPageChange: fn() } };

export const LongContent: Story = {
  args: {
    stockists: [
      {
        ...SAMPLE_STOCKIST_REGISTRATIONS[0]!,
        payment_id: 1,
        store_name: 'The Very Long Named Herbal Wellness and Natural Remedies Store of Lekki Phase One',
        username: 'oluwaseunfunmilayo_adebayo_ogunlesi',
        stockist_package_value: 987654321.99,
      },
      ...SAMPLE_STOCKIST_REGISTRATIONS,
    ],
  },
};

function WithProof() {
  const [proof, setProof] = useState<StockistRegistration | null>(null);
  return (
    <>
      <StockistRegistrations
        stockists={SAMPLE_STOCKIST_REGISTRATIONS}
        onApprove={() => undefined}
        onDisapprove={() => undefined}
        onViewProof={setProof}
      />
      <ProofOfPaymentModal
        url={proof?.payment_receipt}
        open={proof !== null}
        onOpenChange={(open) => {
          if (!open) setProof(null);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: () => <WithProof />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Proof of payment of Green Leaf Store' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Proof of payment' });
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <StockistRegistrations {...args} caption="Stockist registrations" />
      <StockistRegistrations {...args} caption="Loading stockists" loading />
      <StockistRegistrations {...args} caption="No stockists" stockists={[]} />
      <StockistRegistrations {...args} caption="Failed stockists" error="An error occurred" />
    </div>
  ),
};
