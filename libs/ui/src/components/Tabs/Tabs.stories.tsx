import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const items: TabItem[] = [
  { value: 'summary', label: 'Wallet Summary', content: <p>Total bonus ₦12,345.00</p> },
  { value: 'transactions', label: 'Transactions', content: <EmptyState text="There are no withdrawals" /> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, label: 'Wallet', onValueChange: fn() as TabsProps['onValueChange'] },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Total bonus');
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('There are no withdrawals');
    await expect(args.onValueChange).toHaveBeenCalledWith('transactions');
  },
};

export const Playground: Story = {
  argTypes: {
    items: { control: 'object' },
    defaultValue: { control: 'text' },
    value: { control: 'text' },
    label: { control: 'text' },
  },
};

export const Open: Story = {
  args: { defaultValue: 'transactions' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('security');
  return (
    <div>
      <p>Current tab: {value}</p>
      <Tabs
        label="Security"
        value={value}
        onValueChange={setValue}
        items={[
          { value: 'security', label: 'Enable/Disable 2FA', content: '2FA toggle' },
          { value: 'password', label: 'Change Password', content: 'Change password form' },
        ]}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Change Password' }));
    await expect(canvas.getByText('Current tab: password')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { items: [...items, { value: 'locked', label: 'Stockist', content: 'Hidden', disabled: true }] },
};

export const LongContent: Story = {
  args: {
    items: [
      'Profile',
      'Network Structure',
      'Bank Details',
      'Password',
      'Login 2FA',
      'Send Message',
      'Wallet',
      'Dashboard',
      'Order history',
      'Stockist profile',
      'Stockist record',
    ].map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label, content: `${label} tab` })),
  },
};

export const AllStates: Story = {
  args: { items: [...items, { value: 'locked', label: 'Disabled tab', content: 'Hidden', disabled: true }] },
};
