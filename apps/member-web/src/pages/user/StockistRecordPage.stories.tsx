import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import {
  emptyStockistApi,
  errorStockistApi,
  loadingStockistApi,
  memberApi,
  myStore,
  stockistApi,
} from '../../testing/stockistFixtures';
import { StockistRecordPage } from './StockistRecordPage';

const meta = {
  title: 'Pages/Stockist/Stockist Record',
  component: StockistRecordPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.stockistRecord },
    session: { token: 'member-token' },
    api: stockistApi(),
  },
} satisfies Meta<typeof StockistRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards, sales statistics, last month's sales and the four tables. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Sales in February 2026')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Manual Upload')).toBeVisible());
  },
};

/** Nothing recorded yet: the spec's empty texts. */
export const Empty: Story = {
  parameters: { api: emptyStockistApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no stocks')).toBeVisible());
    await expect(canvas.getByText('There are no rebate earnings')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: loadingStockistApi() } };

/** Every read failed: the server's message where each piece would be. */
export const Errors: Story = {
  parameters: { api: errorStockistApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getAllByText('This operation is not implemented yet.').length,
      ).toBeGreaterThan(0),
    );
  },
};

/** A member who is not a stockist: a clear state with a link to Become a Stockist. */
export const NotAStockist: Story = {
  parameters: { api: memberApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Become a Stockist' })).toBeVisible());
  },
};

/** A registration awaiting approval. */
export const RegistrationPending: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ stockist_status: 'pending', is_stockist: 0 })),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Your stockist registration is awaiting approval'),
      ).toBeVisible(),
    );
  },
};

/** A 360 px phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible());
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1));
  },
};
