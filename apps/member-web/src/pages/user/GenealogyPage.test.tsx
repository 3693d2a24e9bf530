import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import { renderApp } from '../../testing/renderApp';
import {
  emptyNetworkApi,
  errorNetworkApi,
  genealogyAnswer,
  loadingNetworkApi,
  networkApi,
} from '../../testing/networkFixtures';
import { registerUnder } from './GenealogyPage';

const details = () => screen.getByRole('region', { name: 'Member details' });
const valueOf = (label: string) =>
  within(details()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const box = (username: string) =>
  screen.getByRole('tree').querySelector<HTMLElement>(`[data-username="${username}"]`);

/** The genealogy API, recording each request's query. */
function recordingApi() {
  const asked: Record<string, string>[] = [];
  return {
    asked,
    api: {
      ...networkApi(),
      'GET /users/{uuid}/genealogy': (request: Request) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return genealogyAnswer(request);
      },
    },
  };
}

describe('given the genealogy page', () => {
  it('draws the member and two generations, with the member’s details', async () => {
    tokenStore.set('tok');
    const { asked, api } = recordingApi();
    renderApp('/user/genealogy', api);
    await waitFor(() => expect(box('adaok')).not.toBeNull());
    expect(box('bola')).not.toBeNull();
    expect(box('chidi')).not.toBeNull();
    expect(asked).toEqual([{ depth: '2' }]);
    expect(valueOf('Members below')).toHaveTextContent('6');
    expect(valueOf('Left leg')).toHaveTextContent('160 PV');
    expect(within(details()).getByText('Both slots under adaok are taken.')).toBeInTheDocument();
  });

  it('loads a branch when it is opened, once', async () => {
    tokenStore.set('tok');
    const { asked, api } = recordingApi();
    const { user } = renderApp('/user/genealogy', api);
    await waitFor(() => expect(box('bola')).not.toBeNull());
    await user.click(box('bola')!);
    await waitFor(() => expect(box('dayo')).not.toBeNull());
    // bola's children came with the first answer.
    expect(asked).toHaveLength(1);
    await user.click(box('dayo')!);
    await waitFor(() => expect(box('funke')).not.toBeNull());
    expect(asked[1]).toEqual({ node: '00000000-0000-4000-8000-000000000004', depth: '1' });
    expect(valueOf('Left leg')).toHaveTextContent('40 PV');
  });

  it('a member with a free slot links to registration under them, the viewer as sponsor', async () => {
    tokenStore.set('tok');
    const { user } = renderApp('/user/genealogy', networkApi());
    await waitFor(() => expect(box('chidi')).not.toBeNull());
    await user.click(box('chidi')!);
    await waitFor(() => expect(valueOf('Status')).toHaveTextContent('Awaiting payment'));
    expect(within(details()).getByRole('link', { name: 'Register a partner here' })).toHaveAttribute(
      'href',
      '/register?ref=chidi&placer=adaok',
    );
    expect(registerUnder('adaok', 'AdaOk')).toBe('/register?ref=adaok');
  });

  it('finds a member many levels down by username through the server and opens the path', async () => {
    tokenStore.set('tok');
    const { asked, api } = recordingApi();
    const { user } = renderApp('/user/genealogy', api);
    await waitFor(() => expect(box('adaok')).not.toBeNull());
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'gbenga{Enter}');
    await waitFor(() => expect(box('gbenga')).toHaveAttribute('data-highlight', 'true'));
    expect(screen.getByTestId('genealogy-search-message')).toHaveTextContent('Found gbenga');
    // One question for the whole path: the branches on it come from its answer.
    expect(asked.slice(1)).toEqual([{ username: 'gbenga', depth: '1' }]);
    await waitFor(() => expect(within(details()).getByText('@gbenga')).toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: 'Search by username' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'nobody{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('genealogy-search-message')).toHaveTextContent(
        'No member with the username nobody in this network',
      ),
    );
  });

  it('a member with nobody below sees only themselves', async () => {
    tokenStore.set('tok');
    renderApp('/user/genealogy', emptyNetworkApi());
    await waitFor(() => expect(box('adaok')).not.toBeNull());
    expect(screen.getByRole('tree').querySelectorAll('[role="treeitem"]')).toHaveLength(1);
    expect(within(details()).getByText(/Both slots under adaok are free/)).toBeInTheDocument();
  });

  it('shows loading, then the error with Retry', async () => {
    tokenStore.set('tok');
    const { unmount } = renderApp('/user/genealogy', loadingNetworkApi());
    expect(await screen.findByTestId('genealogy-loading')).toBeInTheDocument();
    unmount();
    renderApp('/user/genealogy', errorNetworkApi());
    await waitFor(() => expect(screen.getAllByText('An error occurred').length).toBeGreaterThanOrEqual(1));
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(1);
  });
});
