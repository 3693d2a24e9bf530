import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CompanyBank } from '../CompanyBankAccounts/CompanyBankAccounts';
import {
  DISCLAIMER_REQUIRED,
  StockistRegistrationForm,
  type StockistPackageOption,
  type StockistRegistrationFormProps,
} from './StockistRegistrationForm';

const packages: StockistPackageOption[] = [
  { id: 1, name: 'Bronze Stockist', registration_value: 250000 },
  { id: 2, name: 'Silver Stockist', registration_value: 500000 },
  { id: 3, name: 'Gold Stockist', registration_value: 1000000 },
];

const banks: CompanyBank[] = [
  {
    id: 1,
    bank_name: 'Access Bank',
    bank_account_name: 'Kola Herbal Ltd',
    bank_account_number: '0123456789',
  },
  {
    id: 2,
    bank_name: 'Zenith Bank',
    bank_account_name: 'Kola Herbal Ltd',
    bank_account_number: '2233445566',
  },
];

const receipt = () => new File([new Uint8Array(4096)], 'transfer-receipt.pdf', { type: 'application/pdf' });

const meta = {
  title: 'UI/Stockist/StockistRegistrationForm',
  component: StockistRegistrationForm,
  args: {
    packages,
    banks,
    onSubmit: fn(async () => undefined) as StockistRegistrationFormProps['onSubmit'],
  },
} satisfies Meta<typeof StockistRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Store preview' });
    await userEvent.click(canvas.getByRole('switch', { name: 'I have read and accept the disclaimer' }));
    await userEvent.type(canvas.getByLabelText('Store name'), 'Kola Herbal Yaba');
    await waitFor(() => expect(within(preview).getByText('Kola Herbal Yaba')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Store phone'), '08012345678');
    await userEvent.type(canvas.getByLabelText('Store address'), '12 Herbert Macaulay Way');
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'lagos');
    await waitFor(() => expect(within(preview).getByText('Lagos')).toBeVisible());
    await userEvent.selectOptions(canvas.getByLabelText('Stockist package'), '2');
    await waitFor(() => expect(within(preview).getByText('Silver Stockist — ₦500,000.00')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Referrer username or email (optional)'), 'ada_okafor');
    const file = receipt();
    await userEvent.upload(canvas.getByLabelText(/^Payment receipt/), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Register as stockist' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        store_name: 'Kola Herbal Yaba',
        store_address: '12 Herbert Macaulay Way',
        store_state: 'lagos',
        store_phone: '08012345678',
        stockist_package_id: 2,
        referrer: 'ada_okafor',
        payment_receipt: file,
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    banks: { control: 'object' },
    banksLoading: { control: 'boolean' },
    defaultValues: { control: 'object' },
    submitting: { control: 'boolean' },
    error: { control: 'text' },
    disclaimer: { control: 'text' },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register as stockist' }));
    await waitFor(() => expect(canvas.getByText(DISCLAIMER_REQUIRED)).toBeVisible());
    for (const message of [
      'Store name is required',
      'Store address is required',
      'State is required',
      'Store phone is required',
      'Select a stockist package',
      'Payment receipt is required',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReceiptTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(501 * 1024)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/^Payment receipt/), big);
    await waitFor(() => expect(canvas.getByText('Image size should not exceed 500kB')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'You already have a pending stockist registration' } };

export const Empty: Story = { args: { packages: [], banks: [] } };

export const Loading: Story = { args: { banksLoading: true } };

export const LongContent: Story = {
  args: {
    defaultValues: {
      store_name: 'Kola Herbal Health Products Distribution Centre and Wellness Store, Ibadan North',
      store_address:
        'Plot 1234, Block C, Shop 56, Bodija Market Extension Road, opposite the Old Secretariat, Ibadan North',
      store_state: 'oyo',
      store_phone: '+2348012345678',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <StockistRegistrationForm {...args} />
      <StockistRegistrationForm {...args} error="An error occurred" />
      <StockistRegistrationForm {...args} submitting banksLoading />
    </div>
  ),
};

/** 360 px wide: fields, preview and accounts stack. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Stockist registration' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(360);
  },
};
