import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import {
  companyBanks,
  productServices,
  providerBanks,
  serviceProviders,
  settings,
} from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/company-details', {
    'GET /auth/admin': ok(admin()),
    'GET /settings/all': ok(settings()),
    'GET /banks/all': ok(companyBanks()),
    'GET /payments/banks': ok(providerBanks()),
    'GET /service-providers': ok(serviceProviders()),
    'GET /product-services': ok(productServices()),
    ...stubs,
  });
}

const PAYMENTS = 'Card payments (registrations, upgrades, stock)';

describe('given the company details page', () => {
  it('saves the address, email and phone with PUT /settings/update and nothing else', async () => {
    const app = open({ 'PUT /settings/update': ok(settings(), 'Setting updated successfully') });
    const email = await screen.findByRole('textbox', { name: 'Company email' });
    await waitFor(() => expect(email).toHaveValue('info@kolaherbal.test'));
    await app.user.clear(email);
    await app.user.type(email, 'hello@kolaherbal.test');
    await app.user.click(screen.getByRole('button', { name: 'Update company details' }));
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /settings/update')).toEqual({
      company_address: '12 Allen Avenue, Ikeja, Lagos',
      company_email: 'hello@kolaherbal.test',
      company_phone: '08012345678',
    });
  });

  it("refuses an empty phone before sending, and shows the server's 422 on the email", async () => {
    const app = open({
      'PUT /settings/update': fail(422, 'company_email must be a valid email', {
        company_email: ['company_email must be a valid email'],
      }),
    });
    const phone = await screen.findByRole('textbox', { name: 'Company phone' });
    await waitFor(() => expect(phone).toHaveValue('08012345678'));
    await app.user.clear(phone);
    await app.user.click(screen.getByRole('button', { name: 'Update company details' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(app.calls()).not.toContain('PUT /settings/update');
    await app.user.type(phone, '08099999999');
    await app.user.click(screen.getByRole('button', { name: 'Update company details' }));
    const email = screen.getByRole('textbox', { name: 'Company email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('company_email must be a valid email').length).toBeGreaterThan(0);
  });

  it('adds a company bank chosen from the provider list', async () => {
    let added = false;
    const gtb = {
      id: 3,
      bank_name: 'Guaranty Trust Bank',
      bank_account_name: 'Kola Herbal Ltd',
      bank_account_number: '0001112223',
    };
    const app = open({
      'GET /banks/all': () => ok(added ? [...companyBanks(), gtb] : companyBanks()),
      'POST /banks/create': () => {
        added = true;
        return ok(gtb, 'Bank created successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank' });
    await app.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Bank' }),
      'Guaranty Trust Bank',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Kola Herbal Ltd');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '0001112223');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add bank' }));
    expect(await screen.findByText('Bank created successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /banks/create')).toEqual({
      bank_name: 'Guaranty Trust Bank',
      bank_account_name: 'Kola Herbal Ltd',
      bank_account_number: '0001112223',
    });
    expect(await screen.findByRole('cell', { name: '0001112223' })).toBeInTheDocument();
  });

  it('edits a bank, and shows a refused account number on its field', async () => {
    const app = open({
      'PUT /banks/{id}/update': fail(422, 'bank_account_number must be 10 digits', {
        bank_account_number: ['bank_account_number must be 10 digits'],
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Zenith Bank 1234567890' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Account number' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(app.calls()).toContain('PUT /banks/2/update');
    expect(screen.getByRole('dialog', { name: 'Edit bank' })).toBeInTheDocument();
  });

  it('deletes a bank only after the confirmation', async () => {
    let deleted = false;
    const app = open({
      'GET /banks/all': () => ok(deleted ? companyBanks().slice(1) : companyBanks()),
      'DELETE /banks/{id}/delete': () => {
        deleted = true;
        return ok(null, 'Bank deleted successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Access Bank 0123456789' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this bank?');
    expect(app.calls()).not.toContain('DELETE /banks/1/delete');
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bank deleted successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('DELETE /banks/1/delete');
    await waitFor(() => expect(screen.queryByRole('cell', { name: '0123456789' })).not.toBeInTheDocument());
  });

  it('switches card payments to another provider, and shows the sandbox refused in production', async () => {
    let refuse = true;
    const app = open({
      'PUT /product-services/{id}/update': () =>
        refuse
          ? fail(422, 'The sandbox provider cannot be used in production', {
              service_provider_id: ['The sandbox provider cannot be used in production'],
            })
          : ok(productServices()[0]!, 'Service updated successfully'),
    });
    const select = await screen.findByRole('combobox', { name: PAYMENTS });
    expect(select).toHaveValue('1');
    expect(screen.getAllByText('In use: Paystack')).toHaveLength(2);
    await app.user.selectOptions(select, 'Sandbox');
    const form = screen.getByRole('form', { name: PAYMENTS });
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The sandbox provider cannot be used in production'),
    ).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(await app.bodyOf('PUT /product-services/{id}/update')).toEqual({ service_provider_id: 2 });
    expect(app.calls()).toContain('PUT /product-services/1/update');
    refuse = false;
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
  });

  it('assigns a provider to a service that has none with POST /product-services/create', async () => {
    const app = open({
      'GET /product-services': ok(productServices().slice(0, 1)),
      'POST /product-services/create': ok(productServices()[1]!, 'Service created successfully'),
    });
    const form = await screen.findByRole('form', { name: 'Bank payouts (withdrawals)' });
    expect(within(form).getByText("In use: none chosen (the server's default)")).toBeInTheDocument();
    await app.user.selectOptions(within(form).getByRole('combobox'), 'Paystack');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /product-services/create')).toEqual({
      service: 'payout',
      service_provider_id: 1,
    });
  });

  it('shows each failed read with Retry', async () => {
    let failing = true;
    const app = open({
      'GET /settings/all': () => (failing ? fail(500, 'Settings unavailable') : ok(settings())),
      'GET /banks/all': fail(500, 'Banks unavailable'),
      'GET /payments/banks': fail(502, 'The payout provider did not answer'),
    });
    expect(await screen.findByText('Settings unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Banks unavailable')).toBeInTheDocument();
    expect(
      await screen.findByText(/The list of banks could not be read: The payout provider did not answer/),
    ).toBeInTheDocument();
    failing = false;
    const retry = screen.getByText('Settings unavailable').closest('[role="alert"]')!;
    await app.user.click(within(retry as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Company email' })).toHaveValue('info@kolaherbal.test'),
    );
  });

  it('says there are no company bank accounts', async () => {
    open({ 'GET /banks/all': ok([]) });
    expect(await screen.findByText('There are no company bank accounts')).toBeInTheDocument();
  });
});
