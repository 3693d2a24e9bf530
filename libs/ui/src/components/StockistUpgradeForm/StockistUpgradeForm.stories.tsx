import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  StockistUpgradeForm,
  type StockistUpgradeFormProps,
  type StockistUpgradePackage,
} from './StockistUpgradeForm';

const packages: StockistUpgradePackage[] = [
  {
    id: 1,
    name: 'Bronze Stockist',
    registration_value: 250000,
    pickup_amount: 200000,
    sales_bonus_percentage: 5,
  },
  {
    id: 2,
    name: 'Silver Stockist',
    registration_value: 500000,
    pickup_amount: 400000,
    sales_bonus_percentage: 7,
  },
  {
    id: 3,
    name: 'Gold Stockist',
    registration_value: 1000000,
    pickup_amount: 800000,
    sales_bonus_percentage: 10,
  },
  {
    id: 4,
    name: 'Diamond Stockist',
    registration_value: 2500000.5,
    pickup_amount: 2000000,
    sales_bonus_percentage: 12.5,
  },
];

const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const receipt = () => new File([pngBytes], 'receipt.png', { type: 'image/png' });
const bigReceipt = () => new File([new Uint8Array(600 * 1024)], 'statement.pdf', { type: 'application/pdf' });

const meta = {
  title: 'UI/Commerce/StockistUpgradeForm',
  component: StockistUpgradeForm,
  args: {
    packages,
    currentPackageId: 2,
    onPackageChange: fn() as StockistUpgradeFormProps['onPackageChange'],
    onSubmit: fn(async () => undefined) as StockistUpgradeFormProps['onSubmit'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockistUpgradeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('New stockist package');
    await expect(within(select).queryByRole('option', { name: /Bronze/ })).toBeNull();
    await expect(within(select).queryByRole('option', { name: /Silver/ })).toBeNull();
    await userEvent.selectOptions(select, '3');
    await expect(args.onPackageChange).toHaveBeenCalledWith(packages[2]);
    const price = await canvas.findByRole('region', { name: 'Upgrade to Gold Stockist' });
    await waitFor(() => expect(within(price).getByText('₦500,000.00')).toBeVisible());
    const file = receipt();
    await userEvent.upload(canvas.getByLabelText('Payment receipt'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit upgrade' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ stockist_package_id: 3, payment_receipt: file }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    currentPackageId: { control: 'number' },
    quote: { control: 'object' },
    quoteLoading: { control: 'boolean' },
    submitting: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    pendingPackageName: { control: 'text' },
    disabled: { control: 'boolean' },
    title: { control: 'text' },
    onPackageChange: { control: false },
    onSubmit: { control: false },
    onRetry: { control: false },
  },
};

/** Submitting empty shows both messages and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit upgrade' }));
    await waitFor(() => expect(canvas.getByText('Select a package for upgrade')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Payment receipt is required')).toBeVisible());
    await expect(canvas.getByLabelText('New stockist package')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A receipt over 500kB is refused at once with "Image size should not exceed 500kB". */
export const ReceiptTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('New stockist package'), '4');
    await userEvent.upload(canvas.getByLabelText('Payment receipt'), bigReceipt());
    await waitFor(() => expect(canvas.getByText('Image size should not exceed 500kB')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit upgrade' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerQuote: Story = {
  args: { quote: { packageId: 4, package_difference: 1990000, rebate: 12 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('New stockist package'), '4');
    const price = await canvas.findByRole('region', { name: 'Upgrade to Diamond Stockist' });
    await waitFor(() => expect(price).toHaveTextContent('Amount to pay₦1,990,000.00'));
    await expect(price).toHaveTextContent('Rebate12 %');
  },
};

export const QuoteLoading: Story = {
  args: { quoteLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('New stockist package'), '3');
    const price = await canvas.findByRole('region', { name: 'Upgrade to Gold Stockist' });
    await waitFor(() => expect(within(price).getByRole('status')).toHaveTextContent('Loading price'));
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submit upgrade' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

/** An upgrade is awaiting the administrator: the form is shown but cannot be used. */
export const Disabled: Story = {
  args: { pendingPackageName: 'Gold Stockist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Upgrade awaiting approval'));
    await expect(canvas.getByLabelText('New stockist package')).toBeDisabled();
    await expect(canvas.getByLabelText('Payment receipt')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Submit upgrade' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { currentPackageId: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('You are on the highest stockist package.')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Submit upgrade' })).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = {
  args: { packages: [], error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred'));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A failed submit keeps the form filled and shows the server's message above it. */
export const SubmitError: Story = {
  args: { error: 'You already have a stockist upgrade in processing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You already have a stockist upgrade in processing',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Submit upgrade' })).toBeEnabled();
  },
};

const longPackages: StockistUpgradePackage[] = [
  ...packages,
  {
    id: 9,
    name: 'Presidential Crown Diamond Executive Wellness Distribution Hub Package',
    registration_value: 987654321.99,
    pickup_amount: 876543210.5,
    sales_bonus_percentage: 15,
  },
];

export const LongContent: Story = {
  args: { packages: longPackages, currentPackageId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('New stockist package'), '9');
    await canvas.findByRole('region', { name: /Presidential Crown Diamond/ });
  },
};

/** A 360 px phone: select, price card and receipt stack; long names and sums wrap. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  args: { packages: longPackages, currentPackageId: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('New stockist package'), '9');
    const price = await canvas.findByRole('region', { name: /Presidential Crown Diamond/ });
    await waitFor(() => expect(price).toBeVisible());
    const card = canvas.getByRole('region', { name: 'Upgrade stockist package' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const AllStates: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
      }}
    >
      <StockistUpgradeForm {...args} title="Upgrade (choose)" />
      <StockistUpgradeForm {...args} title="Upgrade (pending)" pendingPackageName="Gold Stockist" />
      <StockistUpgradeForm {...args} title="Upgrade (submitting)" submitting />
      <StockistUpgradeForm {...args} title="Upgrade (highest)" currentPackageId={4} />
      <StockistUpgradeForm {...args} title="Upgrade (loading)" loading />
      <StockistUpgradeForm
        {...args}
        title="Upgrade (error)"
        packages={[]}
        error="An error occurred"
        onRetry={() => undefined}
      />
    </div>
  ),
};
