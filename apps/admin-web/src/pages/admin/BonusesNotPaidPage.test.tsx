import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { forfeitedPage } from '../../testing/reportFixtures';

/** The query strings of the reads made, in order. */
function recorder() {
  const queries: string[] = [];
  const answer = (request: Request) => {
    queries.push(new URL(request.url).search);
    return ok(forfeitedPage(), 'Bonuses not paid');
  };
  return { queries, answer };
}

const api = (overrides = {}) => ({
  'GET /auth/admin': ok(admin()),
  'GET /reports/bonuses-not-paid': ok(forfeitedPage(), 'Bonuses not paid'),
  ...overrides,
});

describe('given the bonuses-not-paid page', () => {
  it('shows the totals by reason and each line with its member, bonus and reason', async () => {
    tokenStore.set('admin-token');
    renderApp('/admin/bonuses-not-paid', api());
    const totals = await screen.findByRole('table', { name: 'Totals by reason' });
    await waitFor(() => expect(within(totals).getByText('Recipient inactive')).toBeInTheDocument());
    expect(
      within(within(totals).getByText('Cap reached').closest('tr')!).getByText('₦999.99'),
    ).toBeInTheDocument();
    expect(within(totals).getByText('₦2,500.49')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Bonuses not paid' });
    const bola = within(lines).getByText('bola').closest('tr')!;
    expect(within(bola).getByText('₦1,500.50')).toBeInTheDocument();
    expect(within(bola).getByText('Recipient inactive')).toBeInTheDocument();
  });

  it('filters by member, reason and days, applied together', async () => {
    tokenStore.set('admin-token');
    const reads = recorder();
    const app = renderApp('/admin/bonuses-not-paid', api({ 'GET /reports/bonuses-not-paid': reads.answer }));
    await screen.findByRole('table', { name: 'Bonuses not paid' });
    await app.user.type(screen.getByLabelText('Member'), 'ada');
    await app.user.selectOptions(screen.getByLabelText('Reason'), 'cap_reached');
    await app.user.type(screen.getByLabelText('To'), '2026-11-30');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reads.queries.at(-1)).toBe('?member=ada&reason=cap_reached&to=2026-11-30&page=1&per_page=25'),
    );
  });

  it('says when no bonus went unpaid, and shows a refused period and a failed read', async () => {
    tokenStore.set('admin-token');
    const { unmount } = renderApp(
      '/admin/bonuses-not-paid',
      api({ 'GET /reports/bonuses-not-paid': ok(forfeitedPage([])) }),
    );
    expect((await screen.findAllByText('There are no bonuses that were not paid')).length).toBe(2);
    unmount();
    renderApp(
      '/admin/bonuses-not-paid',
      api({
        'GET /reports/bonuses-not-paid': fail(422, 'The end date must not be before the start date.', {
          to: ['The end date must not be before the start date.'],
        }),
      }),
    );
    expect(
      (await screen.findAllByText('The end date must not be before the start date.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
