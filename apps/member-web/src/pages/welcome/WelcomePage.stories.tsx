import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { banks, packages, profile, profileWithoutBank, unpaidMember } from '../../testing/moneyFixtures';
import { WelcomePage } from './WelcomePage';

const welcomeApi = {
  'GET /auth/user': () => ok(unpaidMember()),
  'GET /packages/all': ok(packages),
  'GET /payments/banks': ok(banks),
  'GET /users/{uuid}/profile': ok(profileWithoutBank()),
} satisfies ContractRoutes;

const meta = {
  title: 'Pages/Member/Welcome',
  component: WelcomePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.welcome },
    session: { token: 'member-token' },
    api: welcomeApi,
  },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No bank details yet: the empty bank form and Pay Now with the package price. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Welcome, Ada Okafor' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Day 3 of 7')).toBeVisible());
    await expect(await canvas.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByText('₦70,000.00')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save bank details' })).toBeVisible());
  },
};

/** Bank details already on file (and no longer editable). */
export const Filled: Story = {
  parameters: { api: { ...welcomeApi, 'GET /users/{uuid}/profile': ok(profile()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Account name')).toHaveValue('ADA OKAFOR');
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      ...welcomeApi,
      'GET /packages/all': pending,
      'GET /payments/banks': pending,
      'GET /users/{uuid}/profile': pending,
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your package')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your bank details')).toBeInTheDocument();
  },
};

/** The packages and the profile read fail: both say so, and the bank form still works. */
export const Error: Story = {
  parameters: {
    api: {
      ...welcomeApi,
      'GET /packages/all': fail(500, 'Server unavailable'),
      'GET /users/{uuid}/profile': fail(501, 'Not implemented yet'),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Server unavailable')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('We could not load your bank details')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save bank details' })).toBeVisible());
  },
};

/** Pay Now opens the payment modal with the provider's page and the 2-minute countdown. */
export const PaymentOpen: Story = {
  parameters: {
    api: {
      ...welcomeApi,
      'POST /payments/initiate': ok({ authorization_url: 'about:blank', reference: 'kp_story' }),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your registration' });
    await expect(await within(dialog).findByTitle('Payment checkout')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('timer', { name: 'Time left' })).toBeVisible());
  },
};
