import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { renderApp } from '../../testing/renderApp';
import {
  downlinesAnswer,
  emptyNetworkApi,
  errorNetworkApi,
  loadingNetworkApi,
  networkApi,
} from '../../testing/networkFixtures';

const usernames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('given the downlines page', () => {
  it('shows the direct downlines with their state and every downline, nearest generation first', async () => {
    tokenStore.set('tok');
    renderApp('/user/downlines', networkApi());
    const cards = await screen.findByRole('list', { name: 'Direct downlines' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(3));
    const items = within(cards).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Pay by Mar 17, 2026')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Expired')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All downlines' });
    await waitFor(() =>
      expect(usernames(table)).toEqual(['bola', 'chidi', 'dayo', 'emeka', 'funke', 'gbenga']),
    );
  });

  it('asks the server for one leg, the active members and a search, from page 1', async () => {
    tokenStore.set('tok');
    const asked: URLSearchParams[] = [];
    const { user } = renderApp('/user/downlines', {
      ...networkApi(),
      'GET /users/{uuid}/downlines': (request) => {
        asked.push(new URL(request.url).searchParams);
        return downlinesAnswer(request);
      },
    });
    const table = await screen.findByRole('table', { name: 'All downlines' });
    await waitFor(() => expect(usernames(table)).toHaveLength(6));
    await user.selectOptions(screen.getByLabelText('Leg'), 'left');
    await waitFor(() => expect(usernames(table)).toEqual(['bola', 'dayo', 'emeka', 'funke', 'gbenga']));
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(usernames(table)).toEqual(['bola', 'dayo', 'funke', 'gbenga']));
    await user.type(screen.getByRole('searchbox', { name: 'Search downlines' }), 'fu');
    await waitFor(() => expect(usernames(table)).toEqual(['funke']));
    const last = asked[asked.length - 1]!;
    expect(Object.fromEntries(last)).toEqual({
      page: '1',
      per_page: '20',
      leg: 'left',
      active: 'true',
      search: 'fu',
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(screen.getByText('No downline matches these filters')).toBeInTheDocument());
  });

  it('a member with nobody below sees both empty texts', async () => {
    tokenStore.set('tok');
    renderApp('/user/downlines', emptyNetworkApi());
    expect(await screen.findByText('There are no direct downlines')).toBeInTheDocument();
    expect(await screen.findByText('There are no downlines')).toBeInTheDocument();
  });

  it('shows loading, then errors with a way to try again', async () => {
    tokenStore.set('tok');
    const { unmount } = renderApp('/user/downlines', loadingNetworkApi());
    expect(await screen.findByRole('table', { name: 'All downlines' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    unmount();
    renderApp('/user/downlines', errorNetworkApi());
    await waitFor(() => expect(screen.getAllByText('An error occurred').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(2);
  });
});
