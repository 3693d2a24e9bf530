import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { settings, stockistPackages } from '../../testing/catalogueFixtures';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/create-stockist-package', {
    'GET /auth/admin': ok(admin()),
    'GET /stockist-packages/all': ok(stockistPackages()),
    'GET /settings/all': ok(settings()),
    ...stubs,
  });
}

describe('given the stockist settings page', () => {
  it('lists the stockist packages with price, rebate and pickup amount', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Stockist packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Mega Store' })).toBeInTheDocument());
    const mini = within(table).getByRole('cell', { name: 'Mini Store' }).closest('tr')!;
    expect(within(mini).getByText('₦250,000.00')).toBeInTheDocument();
    expect(within(mini).getByText('₦200,000.00')).toBeInTheDocument();
    expect(within(mini).getByText(/5\s?%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Stockist Package' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Stockist referral bonus percentage' })).toHaveValue('7.5'),
    );
  });

  it('adds a stockist package with POST /stockist-packages/create', async () => {
    let created = false;
    const extra = { ...stockistPackages()[0]!, id: 3, name: 'Corner Shop', registration_value: 100000 };
    const app = open({
      'GET /stockist-packages/all': () => ok(created ? [...stockistPackages(), extra] : stockistPackages()),
      'POST /stockist-packages/create': () => {
        created = true;
        return ok(extra, 'Stockist package created successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add Stockist Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Stockist Package' });
    const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name });
    await app.user.type(field('Name'), 'Corner Shop');
    await app.user.type(field('Registration price (₦)'), '100000');
    await app.user.type(field('Rebate percentage (%)'), '4');
    await app.user.type(field('Pickup amount (₦)'), '80000');
    await app.user.clear(field(/Package value/));
    await app.user.type(field(/Package value/), '100000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Stockist package created successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /stockist-packages/create')).toEqual({
      name: 'Corner Shop',
      registration_value: 100000,
      point_value: 1,
      pickup_amount: 80000,
      sales_bonus_percentage: 4,
      value: 100000,
    });
    expect(await screen.findByRole('cell', { name: 'Corner Shop' })).toBeInTheDocument();
  });

  it('edits a stockist package with PUT /stockist-packages/{id}/update', async () => {
    const app = open({
      'PUT /stockist-packages/{id}/update': ok(
        stockistPackages()[1]!,
        'Stockist package updated successfully',
      ),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Mega Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    const rebate = within(dialog).getByRole('textbox', { name: 'Rebate percentage (%)' });
    expect(rebate).toHaveValue('10');
    await app.user.clear(rebate);
    await app.user.type(rebate, '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Stockist package updated successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /stockist-packages/2/update');
    expect(await app.bodyOf('PUT /stockist-packages/{id}/update')).toMatchObject({
      sales_bonus_percentage: 12,
    });
  });

  it('refuses a rebate above 100 before sending, and shows the server’s 422 on the field', async () => {
    const app = open({
      'PUT /stockist-packages/{id}/update': fail(422, 'pickup_amount must be at most 100000000', {
        pickup_amount: ['pickup_amount must be at most 100000000'],
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Mini Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Stockist Package' });
    const rebate = within(dialog).getByRole('textbox', { name: 'Rebate percentage (%)' });
    await app.user.clear(rebate);
    await app.user.type(rebate, '150');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(rebate).toHaveAttribute('aria-invalid', 'true'));
    expect(app.calls().some((call) => call.startsWith('PUT '))).toBe(false);
    await app.user.clear(rebate);
    await app.user.type(rebate, '5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const pickup = within(dialog).getByRole('textbox', { name: 'Pickup amount (₦)' });
    await waitFor(() => expect(pickup).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('pickup_amount must be at most 100000000');
  });

  it('saves the stockist referral percentage alone', async () => {
    const app = open({ 'PUT /settings/update': ok(settings(), 'Setting updated successfully') });
    const input = await screen.findByRole('textbox', { name: 'Stockist referral bonus percentage' });
    await waitFor(() => expect(input).toHaveValue('7.5'));
    await app.user.clear(input);
    await app.user.type(input, '8');
    await app.user.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ stockist_referral_bonus_percentage: 8 });
  });

  it('says there are no stockist packages, and shows the error with Retry', async () => {
    let failing = true;
    const app = open({
      'GET /stockist-packages/all': () =>
        failing ? fail(500, 'Something went wrong. Please try again.') : ok([]),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no stockist packages')).toBeInTheDocument();
  });
});
