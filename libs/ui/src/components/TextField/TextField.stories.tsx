import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', placeholder: 'e.g. ada_okafor' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'ada_okafor');
    await expect(input).toHaveValue('ada_okafor');
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    readOnly: { control: 'boolean' },
    type: { control: 'select', options: ['text', 'email', 'tel', 'number'] },
  },
};

export const WithHint: Story = {
  args: { label: 'Account number', hint: 'At least 10 digits', inputMode: 'numeric' },
};

export const Error: Story = {
  args: { error: 'Username is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada_okafor' },
};

export const ReadOnly: Story = {
  args: { label: 'Email', readOnly: true, defaultValue: 'ada@example.com', type: 'email' },
};

export const LongContent: Story = {
  args: {
    label: 'A long label that explains exactly what the member must type into this field',
    hint: 'A long hint. '.repeat(10),
    error: 'A long error. '.repeat(6),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Default" />
      <TextField label="With hint" hint="At least 10 digits" />
      <TextField label="Error" error="This field is required" />
      <TextField label="Disabled" disabled defaultValue="ada_okafor" />
      <TextField label="Read only" readOnly defaultValue="ada@example.com" />
    </div>
  ),
};
