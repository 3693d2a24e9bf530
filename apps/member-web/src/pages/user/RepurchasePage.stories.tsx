import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { fail, ok, PageDecorator } from '../../testing/PageDecorator';
import {
  allowances,
  emptyRepurchaseApi,
  errorRepurchaseApi,
  loadingRepurchaseApi,
  order,
  repurchaseApi,
} from '../../testing/repurchaseFixtures';
import { RepurchasePage } from './RepurchasePage';

const meta = {
  title: 'Pages/Member/Repurchase',
  component: RepurchasePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.repurchase },
    session: { token: 'member-token' },
    api: repurchaseApi(),
  },
} satisfies Meta<typeof RepurchasePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cartOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Cart' });

/** What remains of the allowances, the products, the stockists and the orders with their badges. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registration = await canvas.findByRole('region', { name: 'Registration pickup' });
    await waitFor(() => expect(registration).toHaveTextContent('₦20,000.00'));
    await waitFor(() => expect(canvas.getByText('Moringa Leaf Capsules')).toBeVisible());
    const history = await canvas.findByRole('table', { name: 'Purchase history' });
    await waitFor(() => expect(within(history).getByText('Processing')).toBeVisible());
    await expect(within(history).getByText('Approved')).toBeVisible();
  },
};

/** A registration pickup in the cart, a store chosen: what the cart uses and what is left after it. */
export const RegistrationPickup: Story = {
  parameters: {
    api: {
      ...repurchaseApi(),
      'POST /purchases/user/{uuid}': ok(order({ id: 1300 }), 'Order created successfully'),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pick-up type'), 'Registration pickup');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Moringa Leaf Capsules to cart' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Ginger & Garlic Tea to cart' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Chidi Herbal Store' }));
    const cart = await cartOf(canvasElement);
    await waitFor(() =>
      expect(within(cart).getByText('Left after this order').nextElementSibling).toHaveTextContent(
        '₦7,000.00',
      ),
    );
  },
};

/** Above what is left of the allowance: the cart says by how much and refuses to send it. */
export const OverAllowance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pick-up type'), 'Registration pickup');
    const quantity = await canvas.findByLabelText('Quantity of Prostate Care Blend');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Prostate Care Blend to cart' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Chidi Herbal Store' }));
    const cart = await cartOf(canvasElement);
    await userEvent.click(within(cart).getByRole('button', { name: 'Submit Selection' }));
    await expect(await within(cart).findByRole('alert')).toHaveTextContent(
      'Total selected product price is higher than pickup amount',
    );
  },
};

/** A repurchase: no Submit Selection, the pay section with the card and the wallet. */
export const Repurchase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Pick-up type'), 'Repurchase pickup');
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Black Seed Oil to cart' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Oja Wellness Ibadan' }));
    const cart = await cartOf(canvasElement);
    await expect(within(cart).queryByRole('button', { name: 'Submit Selection' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(cart).getByRole('button', { name: 'Pay with card' })).toBeEnabled());
    await waitFor(() => expect(within(cart).getByRole('button', { name: 'Pay with wallet' })).toBeEnabled());
  },
};

/** Both allowances used up: the summary suggests a repurchase. */
export const NoAllowance: Story = {
  parameters: {
    api: {
      ...repurchaseApi(),
      'GET /purchases/user/{uuid}/pickup-allowances': ok(allowances(0, 0)),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have no pickup allowance left/)).toBeVisible();
  },
};

/** The order code after the password: a wrong password says so. */
export const OrderCodeWrongPassword: Story = {
  parameters: {
    api: {
      ...repurchaseApi(),
      'POST /purchases/order-code': fail(422, 'The given data was invalid.', {
        password: ['The password is incorrect'],
      }),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Order code of #01204' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    await expect(await within(dialog).findByText('The password is incorrect')).toBeVisible();
  },
};

/** No products, no stockists, no orders yet. */
export const EmptyCatalogue: Story = {
  parameters: { api: emptyRepurchaseApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no products')).toBeVisible();
    await expect(await canvas.findByText('There are no stockists')).toBeVisible();
    await expect(await canvas.findByText('There are no purchases')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: loadingRepurchaseApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your pickup allowance')).toBeInTheDocument();
  },
};

/** The reads answer 501 (not implemented). */
export const Errors: Story = {
  parameters: { api: errorRepurchaseApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load your pickup allowance')).toBeVisible();
  },
};

/** A 360 px phone: one column, in the order the member works, nothing wider than the screen. */
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
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Moringa Leaf Capsules')).toBeVisible());
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(
      expect.arrayContaining(['1Choose your products', '2Choose where to collect', '3Submit or pay']),
    );
  },
};
