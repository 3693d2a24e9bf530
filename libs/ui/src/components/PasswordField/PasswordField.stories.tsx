import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret-123');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Playground: Story = {
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
};

export const Error: Story = {
  args: { error: 'Password must be at least 8 characters' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-123' },
};

export const LongContent: Story = {
  args: {
    label: 'New password',
    hint: 'Use 8 to 128 characters. A phrase of several words is easy to remember. '.repeat(2),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <PasswordField label="Password" />
      <PasswordField label="With hint" hint="8 to 128 characters" />
      <PasswordField label="Error" error="Password is required" />
      <PasswordField label="Disabled" disabled defaultValue="secret-123" />
    </div>
  ),
};
