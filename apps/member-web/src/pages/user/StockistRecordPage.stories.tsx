import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { stockistGuardStories } from '../../testing/stockistGuardStories';
import { PageDecorator } from '../../testing/PageDecorator';
import { emptyStockistApi, stockistApi } from '../../testing/stockistFixtures';
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

export const Loading: Story = stockistGuardStories.Loading;
export const Errors: Story = stockistGuardStories.Errors;
export const NotAStockist: Story = stockistGuardStories.NotAStockist;
export const RegistrationPending: Story = stockistGuardStories.RegistrationPending;
export const Phone: Story = stockistGuardStories.Phone;
