import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { stockistGuardStories } from '../../testing/stockistGuardStories';
import { PageDecorator } from '../../testing/PageDecorator';
import { emptyStockistApi, stockistApi } from '../../testing/stockistFixtures';
import { StockPurchasePage } from './StockPurchasePage';

const meta = {
  title: 'Pages/Stockist/Stock Purchase',
  component: StockPurchasePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.stockPurchase },
    session: { token: 'member-token' },
    api: stockistApi(),
  },
} satisfies Meta<typeof StockPurchasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products with their stock and the stock purchases with their status. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Moringa Leaf Capsules')).toBeVisible());
    const history = await canvas.findByRole('table', { name: 'Stock purchases' });
    await waitFor(() => expect(within(history).getByText('Processing')).toBeVisible());
  },
};

/** A re-stock in the cart: the allowance left, pay by card or by a transfer receipt. */
export const Restock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pick-up type'), 'Re-stock');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Ginger & Garlic Tea to cart' }));
    await waitFor(() => expect(canvas.getByLabelText('Transfer receipt')).toBeInTheDocument());
  },
};

/** Above the registration pickup amount: the cart refuses it. */
export const OverAllowance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pick-up type'), 'Registration pickup');
    const quantity = await canvas.findByLabelText('Quantity of Prostate Care Blend');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Prostate Care Blend to cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Selection' }));
    await waitFor(() =>
      expect(canvas.getByText('Total selected product price is higher than pickup amount')).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  parameters: { api: emptyStockistApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('There are no purchases')).toBeVisible());
  },
};

export const Loading: Story = stockistGuardStories.Loading;
export const Errors: Story = stockistGuardStories.Errors;
export const NotAStockist: Story = stockistGuardStories.NotAStockist;
export const RegistrationPending: Story = stockistGuardStories.RegistrationPending;
export const Phone: Story = stockistGuardStories.Phone;
