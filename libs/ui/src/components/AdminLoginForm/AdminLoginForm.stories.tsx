import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminLoginForm, type AdminLoginFormProps } from './AdminLoginForm';

const meta = {
  title: 'UI/Forms/AdminLoginForm',
  component: AdminLoginForm,
  args: {
    onSubmit: fn(async () => undefined) as AdminLoginFormProps['onSubmit'],
    onForgotPassword: fn(async () => undefined) as AdminLoginFormProps['onForgotPassword'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@kola.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@kola.example', password: 'secret-123' }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    error: { control: 'text' },
    submitting: { control: 'boolean' },
    forgotError: { control: 'text' },
    forgotSubmitting: { control: 'boolean' },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByText('Email is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ResetPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(canvas.getByLabelText('Email address'), 'admin@kola.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'admin@kola.example' }));
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'Invalid login details' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <AdminLoginForm {...args} />
      <AdminLoginForm {...args} submitting />
      <AdminLoginForm {...args} error="An error occurred" />
    </div>
  ),
};
