import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './ComingSoon';

const meta = {
  title: 'UI/Feedback/ComingSoon',
  component: ComingSoon,
  args: { title: 'Genealogy', description: 'The Network Structure tree arrives in a later release.' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Genealogy' })).toHaveTextContent(
      'Coming soon',
    );
  },
};

export const Playground: Story = {
  argTypes: { title: { control: 'text' }, description: { control: 'text' } },
};

export const LongContent: Story = {
  args: { title: 'Stockist upline bonus settings', description: 'A long description. '.repeat(20) },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ComingSoon title="Wallet" />
      <ComingSoon title="Repurchase" description="Buy products with your pickup amount." />
    </div>
  ),
};
