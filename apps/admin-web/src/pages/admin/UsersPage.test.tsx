import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { admin, member, members, pageOf } from '../../testing/fixtures';
import { fail, ok, renderApp } from '../../testing/renderApp';

const usernames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('given the members page', () => {
  it('lists every member from GET /users, page 1 of type all, with their state', async () => {
    tokenStore.set('admin-token');
    const asked: Record<string, string>[] = [];
    renderApp('/admin/users', {
      'GET /auth/admin': ok(admin()),
      'GET /users': (request) => {
        asked.push(query(request));
        return ok(pageOf(members()));
      },
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(usernames(table)).toEqual(['ada', 'bola', 'dayo', 'emeka']));
    expect(asked[0]).toEqual({ page: '1', per_page: '20', type: 'all' });
    const dayo = within(table).getByRole('cell', { name: 'dayo' }).closest('tr')!;
    expect(within(dayo).getByText('Inactive')).toBeInTheDocument();
    const bola = within(table).getByRole('cell', { name: 'bola' }).closest('tr')!;
    expect(within(bola).getByText('Stockist')).toBeInTheDocument();
    expect(within(bola).getByText('Active')).toBeInTheDocument();
  });

  it('asks the server for the chosen filter and page, back to page 1 on a new filter', async () => {
    tokenStore.set('admin-token');
    const asked: Record<string, string>[] = [];
    const { user } = renderApp('/admin/users', {
      'GET /auth/admin': ok(admin()),
      'GET /users': (request) => {
        const q = query(request);
        asked.push(q);
        const page = Number(q['page']);
        const rows =
          q['type'] === 'inactive'
            ? [members()[2]!]
            : [member({ username: `p${page}`, uuid: `5b0a8f8e-1111-4c3a-9d52-00000000000${page}` })];
        return ok(pageOf(rows, { current_page: page, last_page: 3, total: 41 }));
      },
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(usernames(table)).toEqual(['p1']));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(usernames(table)).toEqual(['p3']));
    expect(asked[asked.length - 1]).toEqual({ page: '3', per_page: '20', type: 'all' });
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(usernames(table)).toEqual(['dayo']));
    expect(asked[asked.length - 1]).toEqual({ page: '1', per_page: '20', type: 'inactive' });
  });

  it('searches every member once typing pauses, and the filter rests meanwhile', async () => {
    tokenStore.set('admin-token');
    const searched: Record<string, string>[] = [];
    const { user } = renderApp('/admin/users', {
      'GET /auth/admin': ok(admin()),
      'GET /users': ok(pageOf(members())),
      'GET /users/search': (request) => {
        searched.push(query(request));
        return ok(pageOf([members()[1]!]));
      },
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(usernames(table)).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'bola');
    await waitFor(() => expect(usernames(table)).toEqual(['bola']));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(searched).toEqual([{ page: '1', per_page: '20', search: 'bola' }]);
    expect(screen.getByRole('radio', { name: 'Active' })).toBeDisabled();
    await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await waitFor(() => expect(usernames(table)).toHaveLength(4));
    expect(screen.getByRole('radio', { name: 'Active' })).toBeEnabled();
  });

  it('says so when a filter has nobody, and shows the error with Retry', async () => {
    tokenStore.set('admin-token');
    let failing = true;
    const { user } = renderApp('/admin/users', {
      'GET /auth/admin': ok(admin()),
      'GET /users': (request) =>
        failing
          ? fail(500, 'Something went wrong. Please try again.')
          : ok(pageOf(query(request)['type'] === 'stockists' ? [] : members())),
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'emeka' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Stockists' }));
    expect(await screen.findByText('There are no stockists')).toBeInTheDocument();
  });
});
