import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withNarrowWidth } from '../../testing/decorators';
import { InviteFriendForm, type InviteFriendFormProps } from './InviteFriendForm';

const meta = {
  title: 'UI/Incentives/InviteFriendForm',
  component: InviteFriendForm,
  args: { onSubmit: fn(async () => undefined) as InviteFriendFormProps['onSubmit'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteFriendForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Friend's email"), 'chidi@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'chidi@example.com' }));
    await waitFor(() => expect(canvas.getByLabelText("Friend's email")).toHaveValue(''));
  },
};

export const Playground: Story = {
  argTypes: {
    submitting: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    success: { control: 'text' },
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(canvas.getByText('Email is required')).toBeVisible());
    await userEvent.type(canvas.getByLabelText("Friend's email"), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(canvas.getByText('Enter a valid email address')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const Success: Story = { args: { success: 'Friend invited successfully' } };

const LONG_EMAIL = 'oluwaseunfunmilayo.adebayo-ogunlesi-nwachukwu@kola-herbal-partners.example.com';

/** A long email typed into a phone-wide form, under a long message: it all wraps and sends. */
export const LongContent: Story = {
  decorators: [withNarrowWidth],
  args: {
    error:
      'We could not send the invitation because the email service did not answer in time. Please try again in a few minutes.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/did not answer in time/)).toBeVisible());
    await userEvent.type(canvas.getByLabelText("Friend's email"), LONG_EMAIL);
    const form = canvas.getByRole('form', { name: 'Invite a friend' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: LONG_EMAIL }));
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <InviteFriendForm {...args} />
      <InviteFriendForm {...args} submitting />
      <InviteFriendForm {...args} error="An error occurred" />
      <InviteFriendForm {...args} success="Friend invited successfully" />
      <InviteFriendForm {...args} disabled />
    </div>
  ),
};
