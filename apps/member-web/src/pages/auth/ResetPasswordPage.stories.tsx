import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths, withEmail } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { memberShell } from '../../shell';

const meta = {
  title: 'Pages/Member/ResetPassword',
  component: memberShell.ResetPasswordPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.resetPassword },
  },
} satisfies Meta<typeof memberShell.ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    route: { path: paths.resetPassword, url: withEmail(paths.resetPassword, 'ada@example.com') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Code')).toBeVisible());
    await waitFor(() => expect(canvas.getByLabelText('New password')).toBeVisible());
  },
};

export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Invalid email address, please return to previous page'),
    ).toBeVisible();
  },
};
