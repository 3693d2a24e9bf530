import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { dashboardApi, messageSettings } from '../../testing/dashboardFixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';

describe('given the admin dashboard', () => {
  it('shows the totals, the company wallet and the monthly repurchases', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/dashboard', dashboardApi());
    expect(await screen.findByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('₦89,870,000.00')).toBeInTheDocument();
    expect(await screen.findByText('₦410,500.50')).toBeInTheDocument();
    expect(await screen.findByText('950 orders')).toBeInTheDocument();
    expect(await screen.findByText('₦5,250,000.00')).toBeInTheDocument();
    // The chart's numbers, as its table gives them to screen readers.
    const chart = await screen.findByRole('table', { name: 'Monthly repurchases' }, { timeout: 5000 });
    expect(within(chart).getByRole('rowheader', { name: 'Nov 2026' })).toBeInTheDocument();
  });

  it('shows registrations and revenue by week and the bonuses paid by kind', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/dashboard', dashboardApi());
    const weekly = await screen.findByRole(
      'table',
      { name: 'Registrations and revenue by week' },
      { timeout: 5000 },
    );
    expect(within(weekly).getByRole('row', { name: '2026-W48 (Nov 23) 9 ₦630,000.00' })).toBeInTheDocument();
    const bonuses = await screen.findByRole('table', { name: 'Bonuses paid by kind' });
    expect(within(bonuses).getByRole('row', { name: 'Matching bonus 12 ₦350,000.00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bonuses paid by kind' })).toHaveAccessibleDescription(
      '₦1,207,500.00 in bonuses from Oct 30, 2026 to Nov 28, 2026.',
    );
  });

  it('shows a chart that could not be loaded with its own way to try again', async () => {
    tokenStore.set('admin-token');
    let failing = true;
    const app = renderApp('/admin/dashboard', {
      ...dashboardApi(),
      'GET /bonuses/paid-by-kind': () =>
        failing
          ? fail(500, 'The bonuses could not be read')
          : ok({ from: '2026-10-30', to: '2026-11-28', total: 0, kinds: [] }),
    });
    const region = await screen.findByRole('region', { name: 'Bonuses paid by kind' }, { timeout: 5000 });
    expect(await within(region).findByText(/The bonuses could not be read/)).toBeInTheDocument();
    failing = false;
    await app.user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(
      await within(region).findByText('No bonus was paid in this period (Oct 30, 2026 to Nov 28, 2026).'),
    ).toBeInTheDocument();
  });

  it('saves the general message with its own fields only', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/dashboard', {
      ...dashboardApi(),
      'PUT /settings/update': ok(messageSettings(), 'Setting updated successfully'),
    });
    // The front-page notification's form comes first, the general message's second.
    const subject = (await screen.findAllByLabelText('Subject'))[1]!;
    await waitFor(() => expect(subject).toHaveValue('New products'));
    await app.user.clear(subject);
    await app.user.type(subject, 'Price review');
    await app.user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /settings/update')).toEqual({
      general_message_subject: 'Price review',
      general_message: 'Kola Tea is back in stock at every store.',
    });
  });

  it('requires a subject and a message, and sends nothing without them', async () => {
    tokenStore.set('admin-token');
    const app = renderApp('/admin/dashboard', {
      ...dashboardApi(),
      'GET /settings/all': ok(messageSettings({ general_message_subject: null, general_message: null })),
    });
    const button = await screen.findByRole('button', { name: 'Save message' });
    await app.user.click(button);
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(app.calls()).not.toContain('PUT /settings/update');
  });

  it('switches the front-page notification off at once', async () => {
    tokenStore.set('admin-token');
    let shown = true;
    const app = renderApp('/admin/dashboard', {
      ...dashboardApi(),
      'GET /settings/all': () => ok(messageSettings({ show_front_page_message: shown })),
      'PUT /settings/update': () => {
        shown = false;
        return ok(messageSettings({ show_front_page_message: false }), 'Setting updated successfully');
      },
    });
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).toBeChecked());
    await app.user.click(toggle);
    // The switch's label and the toast both say so.
    await waitFor(() => expect(screen.getAllByText('Front Page Notification Disabled')).toHaveLength(2));
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ show_front_page_message: false });
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
  });

  it('shows what could not be loaded, with a way to try again', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/dashboard', {
      ...dashboardApi(),
      'GET /bonuses/bonus-stats': fail(500, 'Something went wrong. Please try again.'),
      'GET /bonuses/company-wallet-balance': fail(500, 'The wallet is unavailable'),
      'GET /purchases/monthly-repurchases': ok([]),
    });
    expect(await screen.findByText('Some figures could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText('The wallet is unavailable')).toBeInTheDocument();
    expect(
      await screen.findByText('There are no repurchases to show', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
