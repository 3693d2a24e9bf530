import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { incentives, ranks } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
import { IncentivesPage } from './IncentivesPage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /incentives/all': ok(incentives()),
  'GET /ranks/all': ok(ranks()),
};

const meta = {
  title: 'Pages/Admin/Incentives',
  component: IncentivesPage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.admin.incentives }, session: { token: 'admin-token' }, api },
} satisfies Meta<typeof IncentivesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rank's incentive with its worth and picture (the placeholder when none), Edit and Add Incentive. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Ranks and incentives' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Smartphone' })).toBeVisible());
    await expect(within(table).getByRole('cell', { name: '₦750,000.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Incentive' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: { ...api, 'GET /incentives/all': ok([]) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no incentives')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, 'GET /incentives/all': pending } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Ranks and incentives' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: {
    api: { ...api, 'GET /incentives/all': fail(500, 'Something went wrong. Please try again.') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Edit while the save is on its way. */
export const Saving: Story = {
  parameters: { api: { ...api, 'POST /incentives/{id}/update': pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Edit Bronze incentive' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Edit Incentive/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server refuses (422 on the worth): the message above the fields and on the field. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      'POST /incentives/{id}/update': fail(422, 'worth must be at least 0', {
        worth: ['worth must be at least 0'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Edit Bronze incentive' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Edit Incentive/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Cash worth (₦)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('worth must be at least 0');
  },
};

export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'Smartphone' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Add Incentive' })).toBeVisible();
  },
};
