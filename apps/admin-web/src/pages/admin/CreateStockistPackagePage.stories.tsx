import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { settings, stockistPackages } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
import { CreateStockistPackagePage } from './CreateStockistPackagePage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /stockist-packages/all': ok(stockistPackages()),
  'GET /settings/all': ok(settings()),
};

const meta = {
  title: 'Pages/Admin/Stockist Settings',
  component: CreateStockistPackagePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.createStockistPackage },
    session: { token: 'admin-token' },
    api,
  },
} satisfies Meta<typeof CreateStockistPackagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stockist packages, Add Stockist Package, and the stockist referral percentage card. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Stockist packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Mega Store' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Add Stockist Package' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Stockist referral bonus percentage' })).toHaveValue('7.5'),
    );
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /stockist-packages/all': ok([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no stockist packages')).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /stockist-packages/all': pending, 'GET /settings/all': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Stockist packages' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: {
    api: { ...api, 'GET /stockist-packages/all': fail(500, 'Something went wrong. Please try again.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Edit Stockist Package while the save is on its way. */
export const Saving: Story = {
  parameters: { api: { ...api, 'PUT /stockist-packages/{id}/update': pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Mini Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server refuses the package (422): the message above the fields and on the field. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      'PUT /stockist-packages/{id}/update': fail(422, 'name is already used', {
        name: ['name is already used'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Mini Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('name is already used');
  },
};

export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Mega Store' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add Stockist Package' })).toBeVisible();
  },
};
