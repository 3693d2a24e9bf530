import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PackageUpgradeCard, type PackageUpgradeCardProps, type UpgradePackage } from './PackageUpgradeCard';

const packages: UpgradePackage[] = [
  { id: 1, name: 'Starter', registration_value: 12345, pickup_amount: 10000, point_value: 10 },
  { id: 2, name: 'Bronze', registration_value: 30000, pickup_amount: 25000, point_value: 25 },
  { id: 3, name: 'Silver', registration_value: 60000, pickup_amount: 50000, point_value: 50 },
  { id: 4, name: 'Gold', registration_value: 120000, pickup_amount: 100000, point_value: 100 },
];

const meta = {
  title: 'UI/Payments/PackageUpgradeCard',
  component: PackageUpgradeCard,
  args: {
    packages,
    currentPackageId: 2,
    walletBalance: 100000,
    onConfirmSelection: fn() as PackageUpgradeCardProps['onConfirmSelection'],
    onPayNow: fn() as PackageUpgradeCardProps['onPayNow'],
    onPayWithWallet: fn(async () => undefined) as PackageUpgradeCardProps['onPayWithWallet'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackageUpgradeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Upgrade package');
    await expect(within(select).queryByRole('option', { name: /Starter/ })).toBeNull();
    await userEvent.selectOptions(select, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    const price = await canvas.findByRole('region', { name: 'Upgrade to Gold' });
    await waitFor(() => expect(within(price).getByText('₦90,000.00')).toBeVisible());
    await expect(args.onConfirmSelection).toHaveBeenCalledWith(packages[3]);
    await userEvent.click(within(price).getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPayNow).toHaveBeenCalledWith(packages[3], 90000);
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    currentPackageId: { control: 'number' },
    walletBalance: { control: 'number' },
    quote: { control: 'object' },
    paying: { control: 'inline-radio', options: [null, 'card', 'wallet'] },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    await waitFor(() => expect(canvas.getByText('Select a package for upgrade')).toBeVisible());
    await expect(args.onConfirmSelection).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  },
};

export const PayWithWallet: Story = {
  args: { walletBalance: 50000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Upgrade package'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with Wallet' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦30,000.00' }));
    await waitFor(() => expect(args.onPayWithWallet).toHaveBeenCalledWith(packages[2], 30000));
  },
};

export const ServerQuote: Story = {
  args: { quote: { packageId: 3, amount: 29500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Upgrade package'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    await waitFor(() => expect(canvas.getByText('₦29,500.00')).toBeVisible());
  },
};

export const Empty: Story = {
  args: { currentPackageId: 4 },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('You are on the highest package.')).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Submitting: Story = {
  args: { paying: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Upgrade package'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    await expect(await canvas.findByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Pay with Wallet' })).toBeDisabled();
  },
};

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    currentPackageId: 1,
    packages: [
      ...packages,
      {
        id: 9,
        name: 'Presidential Diamond Executive Wellness Partner Package',
        registration_value: 12_345_678.9,
        pickup_amount: 10_000_000,
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PackageUpgradeCard {...args} title="Upgrade Package (choose)" />
      <PackageUpgradeCard {...args} currentPackageId={4} title="Upgrade Package (highest)" />
      <PackageUpgradeCard {...args} error="An error occurred" title="Upgrade Package (error)" />
      <PackageUpgradeCard {...args} loading title="Upgrade Package (loading)" />
    </div>
  ),
};
