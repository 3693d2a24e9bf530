import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const meta = {
  title: 'UI/Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => undefined) as ForgotPasswordFormProps['onSubmit'] },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Forgot password?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }));
  },
};

export const Playground: Story = {
  argTypes: {
    submitting: { control: 'boolean' },
    error: { control: 'text' },
    defaultOpen: { control: 'boolean' },
    toggleLabel: { control: 'text' },
    submitLabel: { control: 'text' },
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Invalid: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(canvas.getByText('Email is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { defaultOpen: true, submitting: true } };

export const Error: Story = {
  args: { defaultOpen: true, error: 'We could not find an account with that email' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <ForgotPasswordForm {...args} />
      <ForgotPasswordForm {...args} defaultOpen />
      <ForgotPasswordForm {...args} defaultOpen submitting />
      <ForgotPasswordForm {...args} defaultOpen error="An error occurred" />
    </div>
  ),
};
