import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withNarrowWidth } from '../../testing/decorators';
import {
  ChangePasswordSteps,
  type ChangePasswordStep,
  type ChangePasswordStepsProps,
} from './ChangePasswordSteps';

const meta = {
  title: 'UI/Forms/ChangePasswordSteps',
  component: ChangePasswordSteps,
  args: {
    email: 'ada@example.com',
    step: 1,
    onSendCode: fn(async () => undefined) as ChangePasswordStepsProps['onSendCode'],
    onChange: fn(async () => undefined) as ChangePasswordStepsProps['onChange'],
  },
} satisfies Meta<typeof ChangePasswordSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText('Old password'), 'old-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Confirmation code' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ old_password: 'old-secret' }));
  },
};

export const Playground: Story = {
  argTypes: {
    email: { control: 'text' },
    step: { control: 'inline-radio', options: [1, 2] },
    error: { control: 'text' },
    submitting: { control: 'boolean' },
  },
};

export const StepTwo: Story = {
  args: { step: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Confirmation code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ code: '123456', password: 'new-secret-1' }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Confirmation code' }));
    await waitFor(() => expect(canvas.getByText('Old password is required')).toBeVisible());
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const InvalidStepTwo: Story = {
  args: { step: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(canvas.getByText('Code is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Password is required')).toBeVisible());
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = { args: { error: 'The old password is incorrect' } };

const LONG_EMAIL = 'oluwaseunfunmilayo.adebayo-ogunlesi-nwachukwu@kola-herbal-partners.example.com';

/** A long email and a long server message in a phone-wide column: both wrap, nothing spills out. */
export const LongContent: Story = {
  decorators: [withNarrowWidth],
  args: {
    email: LONG_EMAIL,
    error:
      'The old password you entered does not match the password on your account. Check it and try again, or reset it from the login page.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue(LONG_EMAIL);
    await waitFor(() => expect(canvas.getByText(/does not match the password/)).toBeVisible());
    const form = canvas.getByRole('form', { name: 'Send confirmation code' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await expect(
      canvas.getByRole('button', { name: 'Send Confirmation code' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(form.getBoundingClientRect().right);
  },
};

function Flow() {
  const [step, setStep] = useState<ChangePasswordStep>(1);
  const [done, setDone] = useState(false);
  return done ? (
    <p>Password has been changed successfully</p>
  ) : (
    <ChangePasswordSteps
      email="ada@example.com"
      step={step}
      onSendCode={async () => setStep(2)}
      onChange={async () => setDone(true)}
    />
  );
}

export const Controlled: Story = {
  render: () => <Flow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Old password'), 'old-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Confirmation code' }));
    await userEvent.type(await canvas.findByLabelText('Confirmation code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(canvas.getByText('Password has been changed successfully')).toBeVisible());
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <ChangePasswordSteps {...args} step={1} />
      <ChangePasswordSteps {...args} step={2} />
      <ChangePasswordSteps {...args} step={1} error="An error occurred" submitting />
    </div>
  ),
};
