import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { ranks, settings } from '../../testing/catalogueFixtures';
import { admin, packages } from '../../testing/fixtures';
import { fail, ok, renderApp, type StubRoutes } from '../../testing/renderApp';

const SPONSOR = 'Award winner upline (sponsor) bonus percentage';

function open(stubs: StubRoutes = {}) {
  tokenStore.set('admin-token');
  return renderApp('/admin/ranks', {
    'GET /auth/admin': ok(admin()),
    'GET /ranks/all': ok(ranks()),
    'GET /packages/all': ok(packages()),
    'GET /settings/all': ok(settings()),
    ...stubs,
  });
}

describe('given the admin ranks page', () => {
  it('lists the ranks with points, global profit eligibility and package', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Ranks' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Diamond' })).toBeInTheDocument());
    const diamond = within(table).getByRole('cell', { name: 'Diamond' }).closest('tr')!;
    expect(within(diamond).getByText('Eligible')).toBeInTheDocument();
    expect(within(diamond).getByText('Gold')).toBeInTheDocument();
    const bronze = within(table).getByRole('cell', { name: 'Bronze' }).closest('tr')!;
    expect(within(bronze).getByText('Not-Eligible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Rank' })).toBeInTheDocument();
  });

  it('adds a rank with POST /ranks/create; the package is required first', async () => {
    let created = false;
    const ruby = {
      id: 4,
      name: 'Ruby',
      points: 10000,
      is_global_profit_eligible: 1 as const,
      description: null,
      package: 2,
      package_name: 'Silver',
    };
    const app = open({
      'GET /ranks/all': () => ok(created ? [...ranks(), ruby] : ranks()),
      'POST /ranks/create': () => {
        created = true;
        return ok(ruby, 'Rank created successfully');
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add Rank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rank' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ruby');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Points (PV)' }), '10000');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Global profit' }), '1');
    await app.user.click(within(dialog).getByRole('button', { name: /Create|Save/ }));
    expect(await within(dialog).findByText('Package required')).toBeInTheDocument();
    expect(app.calls()).not.toContain('POST /ranks/create');
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Package' }), 'Silver');
    await app.user.click(within(dialog).getByRole('button', { name: /Create|Save/ }));
    expect(await screen.findByText('Rank created successfully')).toBeInTheDocument();
    expect(await app.bodyOf('POST /ranks/create')).toMatchObject({
      name: 'Ruby',
      points: 10000,
      is_global_profit_eligible: 1,
      package_id: 2,
    });
    expect(await screen.findByRole('cell', { name: 'Ruby' })).toBeInTheDocument();
  });

  it('edits a rank with PUT /ranks/{id}/update from its saved values', async () => {
    const app = open({ 'PUT /ranks/{id}/update': ok(ranks()[0]!, 'Rank updated successfully') });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Bronze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    const points = within(dialog).getByRole('textbox', { name: 'Points (PV)' });
    expect(points).toHaveValue('100');
    await app.user.clear(points);
    await app.user.type(points, '150');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Rank updated successfully')).toBeInTheDocument();
    expect(app.calls()).toContain('PUT /ranks/1/update');
    expect(await app.bodyOf('PUT /ranks/{id}/update')).toMatchObject({
      name: 'Bronze',
      points: 150,
      is_global_profit_eligible: 0,
      package_id: 1,
    });
  });

  it("shows the server's 422 on the field and keeps the modal open", async () => {
    const app = open({
      'PUT /ranks/{id}/update': fail(422, 'points must be at most 1000000', {
        points: ['points must be at most 1000000'],
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Diamond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rank' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const points = within(dialog).getByRole('textbox', { name: 'Points (PV)' });
    await waitFor(() => expect(points).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('points must be at most 1000000');
    expect(app.calls().filter((call) => call === 'GET /ranks/all').length).toBe(1);
  });

  it('saves an award-winner percentage alone with PUT /settings/update', async () => {
    const app = open({
      'PUT /settings/update': ok(
        settings({ award_winner_sponsor_bonus_percentage: 12.5 }),
        'Setting updated successfully',
      ),
    });
    const input = await screen.findByRole('textbox', { name: SPONSOR });
    await waitFor(() => expect(input).toHaveValue('10'));
    await app.user.clear(input);
    await app.user.type(input, '12.5');
    await app.user.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting updated successfully')).toBeInTheDocument();
    expect(await app.bodyOf('PUT /settings/update')).toEqual({ award_winner_sponsor_bonus_percentage: 12.5 });
  });

  it('refuses a percentage above 100 on the card before sending it', async () => {
    const app = open();
    const input = await screen.findByRole('textbox', { name: SPONSOR });
    await waitFor(() => expect(input).toHaveValue('10'));
    await app.user.clear(input);
    await app.user.type(input, '150');
    await app.user.click(within(input.closest('form')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(app.calls()).not.toContain('PUT /settings/update');
  });

  it('says there are no ranks, and shows the error with Retry', async () => {
    let failing = true;
    const app = open({
      'GET /ranks/all': () => (failing ? fail(500, 'Something went wrong. Please try again.') : ok([])),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no ranks')).toBeInTheDocument();
  });
});
