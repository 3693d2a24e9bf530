import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import {
  RegisterForm,
  SPONSOR_HINT,
  UPLINE_HINT,
  type RegistrationPackage,
  type RegisterFormProps,
} from './RegisterForm';

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

/** No upline named: the partner spills over below the sponsor typed here (no referrer is sent). */
export const WithoutUpline: Story = {
  args: { defaultValues: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(UPLINE_HINT)).toBeVisible());
    await expect(canvas.getByLabelText('Upline (placement) username')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('First name'), 'Bisi');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Adeyemi');
    await userEvent.type(canvas.getByLabelText('Username'), 'bisi_a');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-123');
    await userEvent.type(canvas.getByLabelText('Email'), 'bisi@example.com');
    await userEvent.type(canvas.getByLabelText('Phone number'), '08012345678');
    await userEvent.type(canvas.getByLabelText('Sponsor username (optional)'), 'kola_sponsor');
    await userEvent.selectOptions(canvas.getByLabelText('Registration package'), '1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        first_name: 'Bisi',
        last_name: 'Adeyemi',
        username: 'bisi_a',
        password: 'secret-123',
        email: 'bisi@example.com',
        phone: '08012345678',
        placer: 'kola_sponsor',
        package_id: 1,
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
      'Package required',
      'You must accept the terms and conditions',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    // The upline is optional: an empty one is no error.
    await expect(canvas.getByLabelText('Upline (placement) username')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An upline that is not a username is refused before sending. */
export const InvalidUpline: Story = {
  args: { defaultValues: { referrer: 'not a name' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByText('Enter a valid username')).toBeVisible());
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

const phone360 = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

/** A 360 px phone: one column, the upline hint wraps under its field. */
export const Phone: Story = {
  parameters: { ...phone360, layout: 'fullscreen' },
  globals: { viewport: { value: 'phone360' } },
  decorators: [
    (Story) => (
      <AuthLayout title="Register" subtitle="Become a Kola Herbal partner" width="wide">
        <Story />
      </AuthLayout>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(UPLINE_HINT)).toBeVisible());
    const field = canvas.getByLabelText('Upline (placement) username');
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <RegisterForm {...args} error="An error occurred" />
      <RegisterForm {...args} submitting />
    </div>
  ),
};
