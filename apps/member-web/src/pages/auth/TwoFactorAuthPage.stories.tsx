import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths, withEmail } from '../../paths';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { memberShell } from '../../shell';

const meta = {
  title: 'Pages/Member/TwoFactorAuth',
  component: memberShell.TwoFactorAuthPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.twoFactorAuth, url: withEmail(paths.twoFactorAuth, 'ada@example.com') },
    api: {
      'POST /auth/send-2fa-verification-email': ok(null, 'A verification code has been sent to your email'),
    },
  },
} satisfies Meta<typeof memberShell.TwoFactorAuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { session: { loginToken: 'lt-123' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Code')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Authenticate' })).toBeVisible());
    await expect(
      await within(document.body).findByText('A verification code has been sent to your email'),
    ).toBeInTheDocument();
  },
};

export const NoLoginToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Your login has expired')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'log in again' })).toHaveAttribute('href', paths.login);
  },
};
