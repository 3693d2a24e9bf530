import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin, pageOf } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { auditEntries } from '../../testing/reportFixtures';
import { AuditLogPage } from './AuditLogPage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /audit-log': ok(pageOf(auditEntries(), { total: 2 })),
};

const meta = {
  title: 'Pages/Admin/Audit Log',
  component: AuditLogPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.auditLog },
    session: { token: 'admin-token' },
    api,
  },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each change as "field: old → new". */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getByText('member.profile.update')).toBeVisible());
    await expect(within(table).getByLabelText('after: 08030000009')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /audit-log': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Audit log' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /audit-log': ok(pageOf([])) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no audit entries')).toBeVisible());
  },
};

export const Error: Story = {
  parameters: { api: { ...api, 'GET /audit-log': fail(500, 'Something went wrong. Please try again.') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
