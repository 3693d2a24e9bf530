import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { authUser } from '../../testing/fixtures';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { memberShell } from '../../shell';

const meta = {
  title: 'Pages/Member/Security',
  component: memberShell.SecurityPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.security },
    session: { token: 'member-token' },
    api: { 'GET /auth/user': ok(authUser({ enable_2fa: true })) },
  },
} satisfies Meta<typeof memberShell.SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 2FA tab (the default one) of a paid member with 2FA on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible());
    await expect(canvas.getByRole('tab', { name: 'Enable/Disable 2FA' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};
