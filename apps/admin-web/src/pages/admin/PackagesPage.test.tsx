import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/packages', {
    'GET /auth/admin': ok(admin()),
    'GET /packages/all': ok(packages()),
    ...stubs,
  });
}

describe('given the admin packages page', () => {
  it('shows every package from GET /packages/all, amounts in naira, with Edit and Add Package', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Registration packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Gold' })).toBeInTheDocument());
    const starter = within(table).getByRole('cell', { name: 'Starter' }).closest('tr')!;
    expect(within(starter).getByText('10 PV')).toBeInTheDocument();
    expect(within(starter).getByText('₦12,345.00')).toBeInTheDocument();
    expect(within(starter).getByText('₦6,000.00')).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: 'Edit Starter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Package' })).toBeInTheDocument();
  });

  it('adds a package with POST /packages/create, then reads the list again', async () => {
    let created = false;
    const platinum = {
      id: 4,
      name: 'Platinum',
      point_value: 80,
      registration_value: 280000,
      pickup_amount: 140000,
      matching_bonus_cap: 100000,
    };
    const app = open({
      'GET /packages/all': () => ok(created ? [...packages(), platinum] : packages()),
      'POST /packages/create': () => {
        created = true;
        return ok(platinum, 'Package created successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Package' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Platinum ');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Point Value (PV)' }), '80');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Registration Amount (₦)' }), '280000');
    const pickup = within(dialog).getByRole('textbox', { name: 'Product Pickup Amount (₦)' });
    await app.user.clear(pickup);
    await app.user.type(pickup, '140000.50');
    const cap = within(dialog).getByRole('textbox', { name: /Matching Bonus Cap/ });
    await app.user.clear(cap);
    await app.user.type(cap, '100000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /packages/create')).toEqual({
      name: 'Platinum',
      point_value: 80,
      registration_value: 280000,
      pickup_amount: 140000.5,
      matching_bonus_cap: 100000,
    });
    expect(await screen.findByRole('cell', { name: 'Platinum' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls().filter((call) => call === 'GET /packages/all').length).toBe(2);
  });

  it('edits a package with PUT /packages/{id}/update, starting from its saved values', async () => {
    const app = open({
      'PUT /packages/{id}/update': ok(
        { ...packages()[1]!, pickup_amount: 36000 },
        'Package updated successfully',
      ),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    const pickup = within(dialog).getByRole('textbox', { name: 'Product Pickup Amount (₦)' });
    expect(pickup).toHaveValue('35000');
    await app.user.clear(pickup);
    await app.user.type(pickup, '36000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /packages/2/update');
    expect(await app.bodyOf('PUT /packages/{id}/update')).toEqual({
      name: 'Silver',
      point_value: 20,
      registration_value: 70000,
      pickup_amount: 36000,
      matching_bonus_cap: 20000,
    });
  });

  it('refuses a negative amount before sending anything', async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    const amount = within(dialog).getByRole('textbox', { name: 'Registration Amount (₦)' });
    await app.user.clear(amount);
    await app.user.type(amount, '-5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(app.calls().some((call) => call.startsWith('PUT '))).toBe(false);
  });

  it("shows the server's 422 on the field and keeps the modal open, the list unchanged", async () => {
    const app = open({
      'PUT /packages/{id}/update': fail(422, 'name is already used', { name: ['name is already used'] }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('name is already used');
    expect(screen.getByRole('dialog', { name: 'Edit Package' })).toBeInTheDocument();
    expect(app.calls().filter((call) => call === 'GET /packages/all').length).toBe(1);
    // Closing and opening again starts clean: no stale refusal.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await app.user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await app.user.click(await screen.findByRole('button', { name: 'Add Package' }));
    const again = await screen.findByRole('dialog', { name: 'Add Package' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there are no packages when the list is empty', async () => {
    open({ 'GET /packages/all': ok([]) });
    expect(await screen.findByText('There are no packages')).toBeInTheDocument();
  });

  it('shows the error, and Retry reads the packages again', async () => {
    let failing = true;
    const app = open({
      'GET /packages/all': () =>
        failing ? fail(500, 'Something went wrong. Please try again.') : ok(packages()),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Silver' })).toBeInTheDocument();
    expect(app.calls().filter((call) => call === 'GET /packages/all').length).toBe(2);
  });
});
