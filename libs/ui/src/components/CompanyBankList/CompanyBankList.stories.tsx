import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CompanyBank } from '../CompanyBankAccounts/CompanyBankAccounts';
import {
  CompanyBankList,
  DELETE_BANK_CONFIRMATION,
  NO_BANKS,
  type CompanyBankListProps,
} from './CompanyBankList';

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

const bankOptions = [
  { bank: 'Access Bank', code: '044' },
  { bank: 'Guaranty Trust Bank', code: '058' },
  { bank: 'Zenith Bank', code: '057' },
];

const meta = {
  title: 'UI/Admin/CompanyBankList',
  component: CompanyBankList,
  args: {
    banks,
    bankOptions,
    onCreate: fn(async () => undefined) as NonNullable<CompanyBankListProps['onCreate']>,
    onUpdate: fn(async () => undefined) as NonNullable<CompanyBankListProps['onUpdate']>,
    onDelete: fn(async () => undefined) as NonNullable<CompanyBankListProps['onDelete']>,
  },
} satisfies Meta<typeof CompanyBankList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Zenith Bank 2233445566' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(DELETE_BANK_CONFIRMATION);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(2, banks[1]));
  },
};

export const Playground: Story = {
  argTypes: {
    banks: { control: 'object' },
    bankOptions: { control: 'object' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    saving: { control: 'boolean' },
    saveError: { control: 'text' },
  },
};

export const AddBank: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Bank'), 'Guaranty Trust Bank');
    await userEvent.type(within(dialog).getByLabelText('Account name'), 'Kola Herbal Ltd');
    await userEvent.type(within(dialog).getByLabelText('Account number'), '0011223344');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bank' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        bank_name: 'Guaranty Trust Bank',
        bank_account_name: 'Kola Herbal Ltd',
        bank_account_number: '0011223344',
      }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bank' }));
    await waitFor(() => expect(within(dialog).getByText('Bank is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Account name is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Account number is required')).toBeVisible());
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { banks: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_BANKS)).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'An error occurred', onRetry: fn() } };

export const LongContent: Story = {
  args: {
    banks: [
      ...banks,
      {
        id: 3,
        bank_name: 'First City Monument Bank (FCMB) Microfinance and Savings',
        bank_account_name: 'Kola Herbal Health Products Nigeria Limited — Stockist Collections',
        bank_account_number: '1234567890',
      },
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CompanyBankList {...args} />
      <CompanyBankList {...args} banks={[]} />
      <CompanyBankList {...args} loading />
      <CompanyBankList {...args} error="An error occurred" />
    </div>
  ),
};
