import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { RegisterForm, SPONSOR_HINT, type RegistrationPackage, type RegisterFormProps } from './RegisterForm';

const samplePackages: RegistrationPackage[] = [
  { id: 1, name: 'Starter', registration_value: 12345 },
  { id: 2, name: 'Silver', registration_value: 45000 },
  { id: 3, name: 'Gold', registration_value: 120000 },
];

const termsText =
  'Registration must be completed within 7 days of account creation.\nBonuses are paid according to the compensation plan.\nProducts are herbal supplements and are not a substitute for medical advice.';

const narrowUnlessFullscreen: Decorator = (Story, context) =>
  context.parameters['layout'] === 'fullscreen' ? (
    <Story />
  ) : (
    <div style={{ maxWidth: 720 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'UI/Forms/RegisterForm',
  component: RegisterForm,
  args: {
    packages: samplePackages,
    termsText,
    loginHref: '#/login',
    onSubmit: fn(async () => undefined) as RegisterFormProps['onSubmit'],
    defaultValues: { referrer: 'kola_upline', placer: '' },
  },
  decorators: [narrowUnlessFullscreen],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(SPONSOR_HINT)).toBeVisible());
    await expect(canvas.getByRole('option', { name: 'Starter — ₦12,345.00' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(canvas.getByLabelText('Username'), 'ada_okafor');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-123');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Phone number'), '+2348012345678');
    await userEvent.selectOptions(canvas.getByLabelText('Registration package'), '2');
    await userEvent.click(canvas.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        first_name: 'Ada',
        last_name: 'Okafor',
        username: 'ada_okafor',
        password: 'secret-123',
        email: 'ada@example.com',
        phone: '+2348012345678',
        referrer: 'kola_upline',
        package_id: 2,
      }),
    );
  },
};

export const Playground: Story = {
  argTypes: {
    packages: { control: 'object' },
    defaultValues: { control: 'object' },
    termsText: { control: 'text' },
    error: { control: 'text' },
    submitting: { control: 'boolean' },
    loginHref: { control: 'text' },
    linkComponent: { control: false },
  },
};

export const Invalid: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByText('First name is required')).toBeVisible());
    for (const message of [
      'Last name is required',
      'Username is required',
      'Password is required',
      'Email is required',
      'Phone number is required',
      'Upline username is required',
      'Package required',
      'You must accept the terms and conditions',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toHaveTextContent('within 7 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'The upline already has two direct registrations' } };

export const Empty: Story = { args: { packages: [] } };

export const InAuthLayout: Story = {
  decorators: [
    (Story) => (
      <AuthLayout title="Register" subtitle="Become a Kola Herbal partner" width="wide">
        <Story />
      </AuthLayout>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <RegisterForm {...args} error="An error occurred" />
      <RegisterForm {...args} submitting />
    </div>
  ),
};
