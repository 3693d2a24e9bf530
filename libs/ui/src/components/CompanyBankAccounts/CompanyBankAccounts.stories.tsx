import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CompanyBankAccounts, NO_COMPANY_BANKS, type CompanyBank } from './CompanyBankAccounts';

const sampleBanks: CompanyBank[] = [
  {
    id: 1,
    bank_name: 'Access Bank',
    bank_account_name: 'Kola Herbal Ltd',
    bank_account_number: '0123456789',
  },
  {
    id: 2,
    bank_name: 'Guaranty Trust Bank',
    bank_account_name: 'Kola Herbal Ltd',
    bank_account_number: '9876543210',
  },
];

const meta = {
  title: 'UI/Stockist/CompanyBankAccounts',
  component: CompanyBankAccounts,
  args: { banks: sampleBanks },
} satisfies Meta<typeof CompanyBankAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByText('0123456789')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    banks: { control: 'object' },
    title: { control: 'text' },
    intro: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { banks: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(NO_COMPANY_BANKS)).toBeVisible());
  },
};

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  args: {
    banks: [
      {
        id: 3,
        bank_name: 'First City Monument Bank (FCMB) Microfinance and Savings',
        bank_account_name: 'Kola Herbal Health Products Nigeria Limited — Stockist Collections Account',
        bank_account_number: '1234567890',
      },
      ...sampleBanks,
    ],
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CompanyBankAccounts {...args} />
      <CompanyBankAccounts banks={[]} title="Loading" loading />
      <CompanyBankAccounts banks={[]} title="Empty" />
      <CompanyBankAccounts banks={[]} title="Error" error="An error occurred" />
    </div>
  ),
};
