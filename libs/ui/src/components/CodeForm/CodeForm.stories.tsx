import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeForm, type CodeFormProps } from './CodeForm';

const meta = {
  title: 'UI/Forms/CodeForm',
  component: CodeForm,
  args: {
    title: 'Two-factor authentication',
    email: 'ada@example.com',
    submitLabel: 'Authenticate',
    onSubmit: fn(async () => undefined) as CodeFormProps['onSubmit'],
    onResend: fn(async () => undefined) as CodeFormProps['onResend'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    email: { control: 'text' },
    submitLabel: { control: 'text' },
    resendLabel: { control: 'text' },
    error: { control: 'text' },
    submitting: { control: 'boolean' },
    resending: { control: 'boolean' },
  },
};

export const EmailConfirmation: Story = {
  args: { title: 'Confirm your email', submitLabel: 'Confirm' },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(canvas.getByText('Code is required')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Code'), '12a4');
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticate' }));
    await waitFor(() => expect(canvas.getByText('Enter the 6-digit code')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Resending: Story = { args: { resending: true } };

export const Error: Story = { args: { error: 'Invalid or expired code' } };

export const LongContent: Story = {
  args: { email: 'a.very.long.email.address.for.a.partner.from.lagos@kola-herbal-products.example.com' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CodeForm {...args} />
      <CodeForm {...args} submitting />
      <CodeForm {...args} resending />
      <CodeForm {...args} error="Invalid or expired code" />
    </div>
  ),
};
