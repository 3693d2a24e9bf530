import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import {
  emptyApi,
  errorApi,
  filledApi,
  loadingApi,
  packages,
  silverMember,
} from '../../testing/moneyFixtures';
import { ProfilePage } from './ProfilePage';

const priced = {
  'GET /users/{id}/package-difference': ok({
    package_name: 'Gold',
    package_difference: 70000,
    current_package: packages[2],
    new_package: packages[3],
  }),
} satisfies ContractRoutes;

const meta = {
  title: 'Pages/Member/Profile',
  component: ProfilePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.profile },
    session: { token: 'member-token' },
    api: { ...filledApi(), ...priced, 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes,
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Profile: the card, the upline and the upgrade choice (higher packages only). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('bola@example.com')).toBeVisible());
    await expect(await canvas.findByRole('option', { name: 'Gold — ₦140,000.00' })).toBeInTheDocument();
  },
};

/** After Confirm Selection: the server's price, Pay Now and Pay with Wallet. */
export const UpgradePriced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Upgrade package'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Selection' }));
    await waitFor(() => expect(canvas.getByText('Amount to pay')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

/** The Bank Details tab of a member without bank details: the form to add them. */
export const Empty: Story = {
  parameters: {
    api: { ...emptyApi(), ...priced, 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank Details' }));
    await waitFor(() => expect(canvas.getByText('User has not submitted bank details')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update Data' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: { ...loadingApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading packages')).toBeInTheDocument();
  },
};

/** The upline and profile reads answer 501 (not implemented). */
export const Error: Story = {
  parameters: { api: { ...errorApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(/This operation is not implemented yet/))[0]).toBeVisible();
  },
};
