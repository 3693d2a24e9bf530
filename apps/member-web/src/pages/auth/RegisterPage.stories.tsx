import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { RegisterPage } from './RegisterPage';

const packages = [
  {
    id: 1,
    name: 'Bronze',
    point_value: 10,
    registration_value: 15000,
    pickup_amount: 10000,
    matching_bonus_cap: 0,
  },
  {
    id: 2,
    name: 'Silver',
    point_value: 25,
    registration_value: 35000,
    pickup_amount: 25000,
    matching_bonus_cap: 0,
  },
];

const meta = {
  title: 'Pages/Member/Register',
  component: RegisterPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.register },
    api: { 'GET /packages/all': ok(packages) },
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { route: { path: paths.register, url: `${paths.register}?ref=bola` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Upline (placement) username')).toHaveValue('bola');
    await expect(canvas.getByRole('option', { name: /Silver/ })).toBeInTheDocument();
  },
};

/** No referral link: the upline may stay empty (the first free position under the sponsor). */
export const WithoutReferralLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Upline (placement) username')).toHaveValue('');
    await expect(canvas.getByText(/Leave empty to be placed in the first free position/)).toBeVisible();
  },
};

export const LoadingPackages: Story = {
  parameters: { api: { 'GET /packages/all': pending } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading packages')).toBeInTheDocument();
  },
};

export const PackagesError: Story = {
  parameters: { api: { 'GET /packages/all': fail(500, 'Server unavailable') } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Server unavailable')).toBeVisible());
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByText('First name is required')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Package required')).toBeVisible());
  },
};
