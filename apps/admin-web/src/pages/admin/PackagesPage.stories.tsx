import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
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

/** Every package with its PV and amounts in naira, an Edit button per package and Add Package. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Registration packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Starter' })).toBeVisible());
    await expect(within(table).getByRole('cell', { name: '10 PV' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '₦12,345.00' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '₦6,000.00' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Edit Gold' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Package' })).toBeVisible();
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

/** Edit Package while the save is on its way: the form is busy and cannot be closed. */
export const Saving: Story = {
  parameters: {
    api: { ...signedIn, 'GET /packages/all': ok(packages()), 'PUT /packages/{id}/update': pending },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server refuses the save (422): its message above the fields and on the field, the modal stays open. */
export const Refused: Story = {
  parameters: {
    api: {
      ...signedIn,
      'GET /packages/all': ok(packages()),
      'PUT /packages/{id}/update': fail(422, 'The name is already used by another package', {
        name: ['The name is already used by another package'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The name is already used by another package',
    );
  },
};

/** A 360 px phone: the table scrolls sideways inside its frame, Add Package stays reachable. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Gold' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add Package' })).toBeVisible();
  },
};
