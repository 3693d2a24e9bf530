import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import {
  emptyNetworkApi,
  errorNetworkApi,
  loadingNetworkApi,
  networkApi,
} from '../../testing/networkFixtures';
import { GenealogyPage } from './GenealogyPage';

const phone360 = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const boxOf = (canvasElement: HTMLElement, username: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="tree"] [data-username="${username}"]`);

const meta = {
  title: 'Pages/Member/Genealogy',
  component: GenealogyPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.genealogy },
    session: { token: 'member-token' },
    api: networkApi() satisfies ContractRoutes,
  },
} satisfies Meta<typeof GenealogyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member and two generations; the member's details beside the tree. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(boxOf(canvasElement, 'bola')).not.toBeNull());
    const details = canvas.getByRole('region', { name: 'Member details' });
    await expect(details).toHaveTextContent('160 PV');
  },
};

/** A member awaiting payment with two free slots: the link registers a partner under them. */
export const FreeSlot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(boxOf(canvasElement, 'chidi')).not.toBeNull());
    await userEvent.click(boxOf(canvasElement, 'chidi')!);
    const details = canvas.getByRole('region', { name: 'Member details' });
    await waitFor(() =>
      expect(within(details).getByRole('link', { name: 'Register a partner here' })).toHaveAttribute(
        'href',
        '/register?ref=chidi&placer=adaok',
      ),
    );
  },
};

/** A username four generations down, found through the server, its path opened. */
export const SearchDeep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(boxOf(canvasElement, 'adaok')).not.toBeNull());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'gbenga{Enter}');
    await waitFor(() => expect(boxOf(canvasElement, 'gbenga')).toHaveAttribute('data-highlight', 'true'));
    await expect(canvas.getByTestId('genealogy-search-message')).toHaveTextContent('Found gbenga');
  },
};

export const Empty: Story = {
  parameters: { api: emptyNetworkApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxOf(canvasElement, 'adaok')).not.toBeNull());
    await expect(within(canvasElement).getByText(/Both slots under adaok are free/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: loadingNetworkApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('genealogy-loading')).toBeVisible());
  },
};

export const Error: Story = {
  parameters: { api: errorNetworkApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(
        1,
      ),
    );
  },
};

/** A 360 px phone: the details under the tree. */
export const Phone360: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxOf(canvasElement, 'bola')).not.toBeNull());
    await expect(within(canvasElement).getByRole('region', { name: 'Member details' })).toBeVisible();
  },
};
