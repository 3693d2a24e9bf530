import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';

describe('given the admin packages page', () => {
  it('shows every package from GET /packages/all, read-only, amounts in naira', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/packages', {
      'GET /auth/admin': ok(admin()),
      'GET /packages/all': ok(packages()),
    });
    const table = await screen.findByRole('table', { name: 'Registration packages' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Gold' })).toBeInTheDocument());
    const starter = within(table).getByRole('cell', { name: 'Starter' }).closest('tr')!;
    expect(within(starter).getByText('10 PV')).toBeInTheDocument();
    expect(within(starter).getByText('₦12,345.00')).toBeInTheDocument();
    expect(within(starter).getByText('₦6,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Package' })).not.toBeInTheDocument();
  });

  it('says there are no packages when the list is empty', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/packages', { 'GET /auth/admin': ok(admin()), 'GET /packages/all': ok([]) });
    expect(await screen.findByText('There are no packages')).toBeInTheDocument();
  });

  it('shows the error, and Retry reads the packages again', async () => {
    tokenStore.set('admin-token');
    let failing = true;
    const app = renderApp('/admin/packages', {
      'GET /auth/admin': ok(admin()),
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
