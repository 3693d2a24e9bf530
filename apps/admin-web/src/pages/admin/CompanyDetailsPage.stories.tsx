import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import {
  companyBanks,
  productServices,
  providerBanks,
  serviceProviders,
  settings,
} from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, PageDecorator, pending } from '../../testing/PageDecorator';
import { phone360 } from '../../testing/viewports';
import { CompanyDetailsPage } from './CompanyDetailsPage';

const api = {
  'GET /auth/admin': ok(admin()),
  'GET /settings/all': ok(settings()),
  'GET /banks/all': ok(companyBanks()),
  'GET /payments/banks': ok(providerBanks()),
  'GET /service-providers': ok(serviceProviders()),
  'GET /product-services': ok(productServices()),
};

const PAYMENTS = 'Card payments (registrations, upgrades, stock)';

const meta = {
  title: 'Pages/Admin/Company Details',
  component: CompanyDetailsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.companyDetails },
    session: { token: 'admin-token' },
    api,
  },
} satisfies Meta<typeof CompanyDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company contact, the two bank accounts, and Paystack serving payments and payouts. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Company email' })).toHaveValue('info@kolaherbal.test'),
    );
    await expect(await canvas.findByRole('cell', { name: '0123456789' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: PAYMENTS })).toHaveValue('1');
  },
};

export const Empty: Story = {
  parameters: {
    api: {
      ...api,
      'GET /settings/all': ok(settings({ company_address: null, company_email: null, company_phone: null })),
      'GET /banks/all': ok([]),
      'GET /product-services': ok([]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no company bank accounts')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getAllByText("In use: none chosen (the server's default)")).toHaveLength(2),
    );
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      ...api,
      'GET /settings/all': pending,
      'GET /banks/all': pending,
      'GET /service-providers': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Company bank accounts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading company details')).toBeInTheDocument();
  },
};

/** Every read fails: each part says why, with Retry. */
export const Error: Story = {
  parameters: {
    api: {
      ...api,
      'GET /settings/all': fail(500, 'Something went wrong. Please try again.'),
      'GET /banks/all': fail(500, 'Something went wrong. Please try again.'),
      'GET /payments/banks': fail(502, 'The payout provider did not answer'),
      'GET /product-services': fail(500, 'Something went wrong. Please try again.'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(4));
  },
};

/** Update company details while the save is on its way. */
export const Saving: Story = {
  parameters: { api: { ...api, 'PUT /settings/update': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Company email' })).toHaveValue('info@kolaherbal.test'),
    );
    const save = canvas.getByRole('button', { name: 'Update company details' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses the sandbox in production (422): the reason under the select, nothing changed. */
export const Refused: Story = {
  parameters: {
    api: {
      ...api,
      'PUT /product-services/{id}/update': fail(422, 'The sandbox provider cannot be used in production', {
        service_provider_id: ['The sandbox provider cannot be used in production'],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: PAYMENTS });
    await userEvent.selectOptions(select, 'Sandbox');
    await userEvent.click(
      within(canvas.getByRole('form', { name: PAYMENTS })).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('The sandbox provider cannot be used in production')).toBeVisible();
  },
};

/** Delete asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Access Bank 0123456789' }),
    );
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this bank?',
    );
  },
};

export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: '0123456789' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update company details' })).toBeVisible();
  },
};
