import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { PackagesPage } from './PackagesPage';

const signedIn = { 'GET /auth/admin': ok(admin()) };

const meta = {
  title: 'Pages/Admin/Packages',
  component: PackagesPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.packages },
    session: { token: 'admin-token' },
    api: { ...signedIn, 'GET /packages/all': ok(packages()) },
  },
} satisfies Meta<typeof PackagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every package with its PV and amounts in naira; read-only (no Edit, no Add). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Registration packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Starter' })).toBeVisible());
    await expect(within(table).getByRole('cell', { name: '10 PV' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '₦12,345.00' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '₦6,000.00' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: /Edit|Add Package/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { api: { ...signedIn, 'GET /packages/all': ok([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no packages')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...signedIn, 'GET /packages/all': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Registration packages' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** GET /packages/all fails: the server's message and a Retry button in place of the rows. */
export const Error: Story = {
  parameters: {
    api: { ...signedIn, 'GET /packages/all': fail(500, 'Something went wrong. Please try again.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
