import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SAMPLE_PROCESSED_ORDERS } from '../../testing/commerceFixtures';
import { ProcessedOrders } from './ProcessedOrders';

const meta = {
  title: 'UI/Commerce/ProcessedOrders',
  component: ProcessedOrders,
  args: { orders: SAMPLE_PROCESSED_ORDERS },
} satisfies Meta<typeof ProcessedOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /#01187/ });
    await waitFor(() => expect(within(row).getByText('Ada Okafor')).toBeVisible());
    await waitFor(() => expect(within(row).getByText('Approved')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    error: { control: 'text' },
    caption: { control: 'text' },
    orders: { control: 'object' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no processed Orders')).toBeVisible(),
    );
  },
};

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const Paged: Story = { args: { page: 2, lastPage: 5, perPage: 2, total: 10, onPageChange: fn() } };

export const LongContent: Story = {
  args: {
    orders: [
      {
        id: 987654321,
        username: 'oluwaseunfunmilayo_adebayo_ogunlesi',
        first_name: 'Oluwaseunfunmilayo',
        last_name: 'Adebayo-Ogunlesi-Nwachukwu',
        phone: '+2348031234567',
        email: 'oluwaseunfunmilayo.adebayo-ogunlesi-nwachukwu@a-very-long-mail-domain.example.com',
        pickup_type: 'upgrade_pickup',
        status: 'processing',
        created_at: '2026-03-10T09:30:00Z',
      },
      ...SAMPLE_PROCESSED_ORDERS,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ProcessedOrders {...args} caption="Processed orders" />
      <ProcessedOrders {...args} caption="Loading processed orders" loading />
      <ProcessedOrders {...args} caption="No processed orders" orders={[]} />
      <ProcessedOrders {...args} caption="Failed processed orders" error="An error occurred" />
    </div>
  ),
};
