import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { stockistGuardStories } from '../../testing/stockistGuardStories';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { emptyStockistApi, orderByCode, stockistApi } from '../../testing/stockistFixtures';
import { OrderPage } from './OrderPage';

const meta = {
  title: 'Pages/Stockist/Order Processing',
  component: OrderPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.order },
    session: { token: 'member-token' },
    api: stockistApi(),
  },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a code: the empty text, and the processed orders. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Please enter a valid order code to fetch order details')).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText('Emeka Nwosu')).toBeVisible());
  },
};

/** A fetched order the store can fulfil. */
export const Fetched: Story = {
  parameters: {
    api: {
      ...stockistApi(),
      'GET /purchases/fetch-order/{code}': ok(orderByCode()),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Order code'), 'AB12CD');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve Order' })).toBeEnabled());
  },
};

/** The store is short of a product: Approve Order is off and the reason shows. */
export const NotEnoughStock: Story = {
  parameters: {
    api: {
      ...stockistApi(),
      'GET /purchases/fetch-order/{code}': ok(orderByCode(true)),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Order code'), 'AB12CD');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch order' }));
    await waitFor(() =>
      expect(canvas.getByText("You don't have enough stock to process this order")).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Approve Order' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { api: emptyStockistApi() },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('There are no processed Orders')).toBeVisible(),
    );
  },
};

export const Loading: Story = stockistGuardStories.Loading;
export const Errors: Story = stockistGuardStories.Errors;
export const NotAStockist: Story = stockistGuardStories.NotAStockist;
export const RegistrationPending: Story = stockistGuardStories.RegistrationPending;
export const Phone: Story = stockistGuardStories.Phone;
