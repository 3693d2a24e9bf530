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
import { DownlinesPage } from './DownlinesPage';

const phone360 = {
  viewport: {
    options: {
      phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'Pages/Member/Downlines',
  component: DownlinesPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.downlines },
    session: { token: 'member-token' },
    api: networkApi() satisfies ContractRoutes,
  },
} satisfies Meta<typeof DownlinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Direct downlines with their state, and every downline nearest generation first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Direct downlines' });
    await waitFor(() => expect(within(cards).getByText('Awaiting payment')).toBeVisible());
    await expect(within(cards).getByText('Expired')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'All downlines' });
    await waitFor(() => expect(within(table).getByText('gbenga')).toBeVisible());
  },
};

/** The right leg, awaiting payment only. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'All downlines' });
    await waitFor(() => expect(within(table).getByText('gbenga')).toBeVisible());
    await userEvent.selectOptions(canvas.getByLabelText('Leg'), 'right');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('chidi')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: emptyNetworkApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no direct downlines')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('There are no downlines')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { api: loadingNetworkApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('skeleton-row').length).toBeGreaterThan(0));
  },
};

export const Error: Story = {
  parameters: { api: errorNetworkApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(2),
    );
  },
};

/** A 360 px phone: cards in one column, the filters wrap, the table scrolls sideways. */
export const Phone360: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Leg')).toBeVisible());
    const table = await canvas.findByRole('table', { name: 'All downlines' });
    await waitFor(() => expect(within(table).getByText('bola')).toBeVisible());
  },
};
