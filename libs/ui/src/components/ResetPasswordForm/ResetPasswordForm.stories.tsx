import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';

const meta = {
  title: 'UI/Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    email: 'ada@example.com',
    loginHref: '#/login',
    onSubmit: fn(async () => undefined) as ResetPasswordFormProps['onSubmit'],
    onResend: fn(async () => undefined) as ResetPasswordFormProps['onResend'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456', password: 'new-secret-1' }),
    );
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#/login');
  },
};

export const Playground: Story = {
  argTypes: {
    email: { control: 'text' },
    loginHref: { control: 'text' },
    error: { control: 'text' },
    submitting: { control: 'boolean' },
    resending: { control: 'boolean' },
    linkComponent: { control: false },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(canvas.getByText('Code is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Confirm your new password')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new-secret-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(canvas.getByText('Passwords do not match')).toBeVisible());
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'Invalid or expired code' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ResetPasswordForm {...args} />
      <ResetPasswordForm {...args} submitting resending />
      <ResetPasswordForm {...args} error="An error occurred" />
    </div>
  ),
};
