import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NOT_ENTERED, StorePreview } from './StorePreview';

const meta = {
  title: 'UI/Stockist/StorePreview',
  component: StorePreview,
  args: {
    storeName: 'Kola Herbal Yaba',
    storeAddress: '12 Herbert Macaulay Way, Yaba',
    storeState: 'lagos',
    storePhone: '+2348012345678',
  },
} satisfies Meta<typeof StorePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Store preview' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Lagos')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    storeName: { control: 'text' },
    storeAddress: { control: 'text' },
    storeState: { control: 'inline-radio', options: ['lagos', 'oyo', ''] },
    storePhone: { control: 'text' },
    packageName: { control: 'text' },
    referrer: { control: 'text' },
    receiptName: { control: 'text' },
    title: { control: 'text' },
  },
};

export const Empty: Story = {
  args: { storeName: '', storeAddress: '', storeState: '', storePhone: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(NOT_ENTERED)).toHaveLength(4);
  },
};

export const WithRegistration: Story = {
  args: { packageName: 'Gold Stockist — ₦500,000.00', referrer: 'ada_okafor', receiptName: 'receipt.pdf' },
};

export const LongContent: Story = {
  args: {
    storeName: 'Kola Herbal Health Products Distribution Centre and Wellness Store, Ibadan North',
    storeAddress:
      'Plot 1234, Block C, Shop 56, Bodija Market Extension Road, opposite the Old Secretariat, Ibadan North Local Government Area',
    storeState: 'oyo',
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StorePreview {...args} />
      <StorePreview title="Empty preview" />
      <StorePreview
        {...args}
        title="Registration preview"
        packageName="Silver Stockist"
        referrer=""
        receiptName=""
      />
    </div>
  ),
};
