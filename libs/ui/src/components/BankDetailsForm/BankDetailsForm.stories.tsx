import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BankDetailsForm, type BankDetailsFormProps, type BankListItem } from './BankDetailsForm';

const banks: BankListItem[] = [
  { bank: 'Access Bank', code: '044' },
  { bank: 'First Bank of Nigeria', code: '011' },
  { bank: 'Guaranty Trust Bank', code: '058' },
  { bank: 'Zenith Bank', code: '057' },
];

/** Resolves every account to ADA OKAFOR, except 0000000000 which the "provider" cannot find. */
const resolveName = async (_bankCode: string, accountNumber: string) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (accountNumber === '0000000000')
    throw new globalThis.Error('Could not resolve account name. Check parameters or try again.');
  return 'ADA CHIOMA OKAFOR';
};

const meta = {
  title: 'UI/Forms/BankDetailsForm',
  component: BankDetailsForm,
  args: {
    banks,
    bankEditable: true,
    resolveDelayMs: 100,
    onResolve: fn(resolveName) as BankDetailsFormProps['onResolve'],
    onSubmit: fn(async () => undefined) as BankDetailsFormProps['onSubmit'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BankDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), '058');
    await userEvent.type(canvas.getByLabelText('Account number'), '0123456789');
    await waitFor(() => expect(canvas.getByLabelText('Account name')).toHaveValue('ADA CHIOMA OKAFOR'));
    await expect(canvas.getByLabelText('Account name')).toHaveAttribute('readonly');
    await expect(args.onResolve).toHaveBeenCalledWith('058', '0123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_name: 'Guaranty Trust Bank',
        bank_code: '058',
        bank_account_number: '0123456789',
        bank_account_name: 'ADA CHIOMA OKAFOR',
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    bankEditable: { control: 'boolean' },
    submitting: { control: 'boolean' },
    loadingBanks: { control: 'boolean' },
    error: { control: 'text' },
    resolveDelayMs: { control: 'number' },
    submitLabel: { control: 'text' },
    defaultValues: { control: 'object' },
  },
};

export const Filled: Story = {
  args: {
    defaultValues: {
      bank_name: 'Access Bank',
      bank_code: '044',
      bank_account_number: '0690000031',
      bank_account_name: 'ADA CHIOMA OKAFOR',
    },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(canvas.getByText('Bank is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Account number is required')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Account number'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(canvas.getByText('Account number must be at least 10 digits')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), '044');
    await userEvent.type(canvas.getByLabelText('Account number'), '0000000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not resolve account name');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Data' }));
    await waitFor(() => expect(args.onResolve).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { error: 'An error occurred' } };

export const Disabled: Story = {
  args: { ...Filled.args, bankEditable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Bank')).toBeDisabled();
    await expect(canvas.getByLabelText('Account number')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Update Data' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { bankEditable: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(/User has not submitted bank details/)).toBeVisible(),
    );
  },
};

export const Loading: Story = { args: { banks: [], loadingBanks: true } };

export const Submitting: Story = { args: { ...Filled.args, submitting: true } };

export const LongContent: Story = {
  args: {
    banks: [
      ...banks,
      { bank: 'Microfinance Bank of the Federal Capital Territory and Environs Limited', code: '50211' },
    ],
    defaultValues: {
      bank_code: '50211',
      bank_account_number: '01234567890123',
      bank_account_name: 'OLUWASEUNFUNMILAYO ADEBAYO-OGUNLESI NWACHUKWU CHUKWUEMEKA',
    },
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BankDetailsForm {...args} />
      <BankDetailsForm {...args} {...Filled.args} />
      <BankDetailsForm {...args} {...Filled.args} bankEditable={false} />
      <BankDetailsForm {...args} bankEditable={false} />
      <BankDetailsForm {...args} error="An error occurred" />
    </div>
  ),
};
