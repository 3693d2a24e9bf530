import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin } from '../../testing/fixtures';
import { ok, PageDecorator, type StubRoutes } from '../../testing/PageDecorator';
import { adminShell } from '../../shell';

/** The saved 2FA state behind the Toggle story's stub API (reset before each run). */
let saved2fa = false;

const toggleApi: StubRoutes = {
  'GET /auth/admin': () => ok(admin({ enable_2fa: saved2fa })),
  'PUT /auth/toggle-admin-2fa': async (request) => {
    saved2fa = ((await request.json()) as { enable_2fa: boolean }).enable_2fa;
    return ok(
      admin({ enable_2fa: saved2fa }),
      saved2fa ? '2FA enabled successfully' : '2FA disabled successfully',
    );
  },
};

const meta = {
  title: 'Pages/Admin/Security',
  component: adminShell.SecurityPage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.admin.security }, session: { token: 'admin-token' } },
} satisfies Meta<typeof adminShell.SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  parameters: { api: { 'GET /auth/admin': ok(admin({ enable_2fa: true })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch')).toBeChecked();
    await waitFor(() => expect(canvas.getByText('Enabled')).toBeVisible());
  },
};

export const Disabled: Story = {
  parameters: { api: { 'GET /auth/admin': ok(admin({ enable_2fa: false })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch')).not.toBeChecked();
    await waitFor(() => expect(canvas.getByText('Disabled')).toBeVisible());
  },
};

/** Switching 2FA on saves at once: the server's message shows as a toast and the switch follows. */
export const Toggle: Story = {
  parameters: { api: toggleApi },
  beforeEach: () => {
    saved2fa = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch'));
    await expect(await screen.findByText('2FA enabled successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch')).toBeChecked());
  },
};
