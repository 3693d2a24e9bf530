import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { ranks, settings } from '../../testing/catalogueFixtures';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
import { RanksPage } from './RanksPage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /ranks/all': ok(ranks()),
  'GET /packages/all': ok(packages()),
  'GET /settings/all': ok(settings()),
};

const meta = {
  title: 'Pages/Admin/Ranks',
  component: RanksPage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.admin.ranks }, session: { token: 'admin-token' }, api },
} satisfies Meta<typeof RanksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ranks, Add Rank, and the two award-winner percentage cards with their saved values. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Ranks' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Diamond' })).toBeVisible());
    await expect(within(table).getByText('Eligible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Rank' })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: 'Award winner direct downline bonus percentage' }),
      ).toHaveValue('5'),
    );
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /ranks/all': ok([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no ranks')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /ranks/all': pending, 'GET /settings/all': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Ranks' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** The ranks and the settings cannot be read: each says why with Retry. */
export const Error: Story = {
  parameters: {
    api: {
      ...api,
      'GET /ranks/all': fail(500, 'Something went wrong. Please try again.'),
      'GET /settings/all': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('Something went wrong. Please try again.')).toHaveLength(2),
    );
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
};

/** Edit Rank while the save is on its way. */
export const Saving: Story = {
  parameters: { api: { ...api, 'PUT /ranks/{id}/update': pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Bronze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server refuses the rank (422): the message above the fields and on the field. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      'PUT /ranks/{id}/update': fail(422, 'package_id does not exist', {
        package_id: ['package_id does not exist'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Bronze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Package' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('package_id does not exist');
  },
};

/** A 360 px phone: the table scrolls inside its frame, the cards stack. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Diamond' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add Rank' })).toBeVisible();
  },
};
