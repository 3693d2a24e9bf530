import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const banks = [
  { value: '044', label: 'Access Bank' },
  { value: '058', label: 'Guaranty Trust Bank' },
  { value: '011', label: 'First Bank of Nigeria' },
  { value: '033', label: 'United Bank for Africa' },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { label: 'Bank', options: banks, placeholder: 'Choose a bank', name: 'bank' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Bank');
    await userEvent.selectOptions(select, 'Guaranty Trust Bank');
    await expect(select).toHaveValue('058');
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    disabled: { control: 'boolean' },
    options: { control: 'object' },
  },
};

export const Error: Story = {
  args: { error: 'Bank is required' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '044' },
};

export const Empty: Story = {
  args: { options: [], placeholder: 'No banks available' },
};

export const LongContent: Story = {
  args: {
    label: 'Registration package',
    options: [
      { value: '1', label: 'Diamond Executive Director Package with free starter kit — ₦1,250,000.00' },
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Select label="Default" options={banks} placeholder="Choose a bank" />
      <Select label="Error" options={banks} placeholder="Choose a bank" error="Bank is required" />
      <Select label="Disabled" options={banks} disabled defaultValue="044" />
    </div>
  ),
};
