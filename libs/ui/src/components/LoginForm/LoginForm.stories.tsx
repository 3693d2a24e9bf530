import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { LoginForm, type LoginFormProps } from './LoginForm';

const narrowUnlessFullscreen: Decorator = (Story, context) =>
  context.parameters['layout'] === 'fullscreen' ? (
    <Story />
  ) : (
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'UI/Forms/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(async () => undefined) as LoginFormProps['onSubmit'],
    onForgotPassword: fn(async () => undefined) as LoginFormProps['onForgotPassword'],
    registerHref: '#/register',
  },
  decorators: [narrowUnlessFullscreen],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'ada_okafor');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ada_okafor', password: 'secret-123' }),
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#/register');
  },
};

export const Playground: Story = {
  argTypes: {
    registerHref: { control: 'text' },
    error: { control: 'text' },
    submitting: { control: 'boolean' },
    forgotError: { control: 'text' },
    forgotSubmitting: { control: 'boolean' },
    linkComponent: { control: false },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(canvas.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Invalid login details' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid login details');
  },
};

export const InAuthLayout: Story = {
  decorators: [
    (Story) => (
      <AuthLayout title="Login" subtitle="Welcome back, partner">
        <Story />
      </AuthLayout>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <LoginForm {...args} />
      <LoginForm {...args} submitting />
      <LoginForm {...args} error="An error occurred" />
    </div>
  ),
};
