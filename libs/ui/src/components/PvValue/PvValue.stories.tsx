import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PvValue } from './PvValue';

const meta = {
  title: 'UI/Money/PvValue',
  component: PvValue,
  args: { value: 1250 },
} satisfies Meta<typeof PvValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('1,250 PV')).toBeVisible());
  },
};

export const Playground: Story = { argTypes: { value: { control: 'number' } } };

export const Fraction: Story = { args: { value: 12.5 } };

export const Empty: Story = { args: { value: undefined } };

export const LongContent: Story = { args: { value: 123456789.75 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <PvValue value={0} />
      <PvValue value={1250} />
      <PvValue value={12.5} />
      <PvValue value={null} />
      <PvValue value={123456789.75} />
    </div>
  ),
};
