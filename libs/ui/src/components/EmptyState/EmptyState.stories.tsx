import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: { text: 'There are no downlines' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no downlines')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: { text: { control: 'text' }, action: { control: false } },
};

export const WithAction: Story = {
  args: { text: 'There are no Items in your cart', action: <Button size="sm">Browse products</Button> },
};

export const LongContent: Story = {
  args: { text: 'There are no pending stockists Upgrades. '.repeat(6) },
};

/** Every empty text of the stockist screens (docs/screens/stockist.md#messages). */
export const StockistTexts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[
        'There are no processed Orders',
        'There are no stocks',
        'There are no purchases',
        'There are no rebate earnings',
        'There are no Items in your cart',
      ].map((text) => (
        <EmptyState key={text} text={text} />
      ))}
    </div>
  ),
};

/** Every empty text of the back office (docs/screens/back-office.md#messages). */
export const AdminTexts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[
        'There are no requests',
        'There are no packages',
        'There are no products',
        'There are no ranks',
        'There are no incentives',
        'There are no orders',
        'There are no stockists',
        'There are no pending stockists Upgrades',
        'There are no upgrade History',
        'There are no active user registrations',
        'There are no Upgrade bonus settings',
        'There are no Unilevel bonus settings',
      ].map((text) => (
        <EmptyState key={text} text={text} />
      ))}
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <EmptyState
        text="There are no Items in your cart"
        action={<Button size="sm">Browse products</Button>}
      />
      {[
        'You are yet to qualify for an incentive',
        'There are no claimed incentives',
        'There are no direct downlines',
        'There are no downlines',
        'There are no global profits',
        'There are no withdrawals',
        'User has not submitted bank details',
      ].map((text) => (
        <EmptyState key={text} text={text} />
      ))}
    </div>
  ),
};
