import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Catalog, CatalogItem } from '../../testing/Catalog';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const items: TabItem[] = [
  { value: 'summary', label: 'Wallet Summary', content: <p>Total bonus ₦12,345.00</p> },
  { value: 'transactions', label: 'Transactions', content: <EmptyState text="There are no withdrawals" /> },
];

const meta = {
  title: 'UI/Shell/Tabs',
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

const manyTabs = [
  'Profile',
  'Network Structure',
  'Bank Details',
  'Password',
  'Login 2FA',
  'Send Message',
].map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label, content: `${label} tab` }));

/** First tab selected, another tab selected, a disabled tab, and more tabs than fit the width. */
export const AllStates: Story = {
  render: () => (
    <Catalog minItemWidth="20rem">
      <CatalogItem label="First tab selected">
        <Tabs label="Wallet, first tab" items={items} />
      </CatalogItem>
      <CatalogItem label="Second tab selected">
        <Tabs label="Wallet, second tab" items={items} defaultValue="transactions" />
      </CatalogItem>
      <CatalogItem label="With a disabled tab">
        <Tabs
          label="Wallet, disabled tab"
          items={[...items, { value: 'locked', label: 'Stockist', content: 'Hidden', disabled: true }]}
        />
      </CatalogItem>
      <CatalogItem label="Many tabs">
        <Tabs label="Member details" items={manyTabs} defaultValue="send-message" />
      </CatalogItem>
    </Catalog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = (name: string) => within(canvas.getByRole('tablist', { name }));
    await expect(list('Wallet, first tab').getByRole('tab', { name: 'Wallet Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(list('Wallet, second tab').getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const locked = list('Wallet, disabled tab').getByRole('tab', { name: 'Stockist' });
    await expect(locked).toBeDisabled();
    await userEvent.click(locked);
    await expect(locked).toHaveAttribute('aria-selected', 'false');
    await expect(list('Member details').getByRole('tab', { name: 'Send Message' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Every tab list shows its own panel.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(4);
  },
};
