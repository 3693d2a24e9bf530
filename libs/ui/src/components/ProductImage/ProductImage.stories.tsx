import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_PRODUCT_IMAGE } from '../../testing/commerceFixtures';
import { ProductImage } from './ProductImage';

const meta = {
  title: 'UI/Commerce/ProductImage',
  component: ProductImage,
  args: { name: 'Moringa Capsules', src: SAMPLE_PRODUCT_IMAGE, size: 64 },
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Moringa Capsules' })).toBeVisible(),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    name: { control: 'text' },
    src: { control: 'text' },
    size: { control: { type: 'range', min: 24, max: 320, step: 8 } },
    decorative: { control: 'boolean' },
  },
};

export const Empty: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Moringa Capsules (no image)' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('img', { name: 'Moringa Capsules (no image)' }),
      ).toBeInTheDocument(),
    );
  },
};

export const LongContent: Story = {
  args: { name: 'Extra Strength Bitter Leaf and Ginger Detox Herbal Tea, Family Pack', size: 240 },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <ProductImage {...args} />
      <ProductImage {...args} src={null} />
      <ProductImage {...args} size={32} />
      <ProductImage {...args} src={undefined} size={120} />
    </div>
  ),
};
