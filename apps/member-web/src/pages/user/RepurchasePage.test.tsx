import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@kola/api';
import type { ContractRoutes } from '@kola/api/testing';
import { CART_MESSAGES } from '@kola/ui';
import { fail, ok, renderApp } from '../../testing/renderApp';
import { uuid } from '../../testing/moneyFixtures';
import {
  allowances,
  errorRepurchaseApi,
  order,
  orders,
  page,
  repurchaseApi,
  stockists,
} from '../../testing/repurchaseFixtures';
import { CHOOSE_STOCKIST_MESSAGE } from './RepurchasePage';

type App = ReturnType<typeof renderApp>;

function open(extra: ContractRoutes = {}): App {
  tokenStore.set('tok');
  return renderApp('/user/repurchase', { ...repurchaseApi(), ...extra });
}

/** Types a quantity for a product and adds it to the cart. */
async function add(app: App, name: string, qty: number) {
  const input = await screen.findByLabelText(`Quantity of ${name}`);
  await app.user.clear(input);
  await app.user.type(input, String(qty));
  await app.user.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
}

async function chooseType(app: App, label: string) {
  await app.user.selectOptions(await screen.findByLabelText('Pick-up type'), label);
}

async function chooseStockist(app: App, storeName: string) {
  await app.user.click(await screen.findByRole('button', { name: `Select ${storeName}` }));
}

const cart = () => screen.getByRole('region', { name: 'Cart' });

describe('given the repurchase page', () => {
  it('shows what remains of the allowances, the products, the stockists and the orders with their badges', async () => {
    open();
    const registration = await screen.findByRole('region', { name: 'Registration pickup' });
    await waitFor(() => expect(registration).toHaveTextContent('₦20,000.00'));
    expect(registration).toHaveTextContent('left of ₦50,000.00 (₦30,000.00 used)');
    expect(await screen.findByText('Moringa Leaf Capsules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View image of Moringa Leaf Capsules' })).toBeInTheDocument();
    const picker = await screen.findByRole('table', { name: 'Available stockists' });
    expect(await within(picker).findByText('Chidi Herbal Store')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Purchase history' });
    const processing = await within(history).findByRole('row', { name: /#01204/ });
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    const approved = within(history).getByRole('row', { name: /#01187/ });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).getByText('Repurchase pickup')).toBeInTheDocument();
  });

  it('a registration pickup within the allowance sends product ids and quantities to the chosen stockist', async () => {
    let ordered = false;
    const app = open({
      'POST /purchases/user/{uuid}': () => {
        ordered = true;
        return ok(order({ id: 1300, total_price: 19000, total_quantity: 3 }), 'Order created successfully');
      },
      'GET /purchases/user/{uuid}/history': () =>
        ok(page(ordered ? [order({ id: 1300, total_price: 19000 }), ...orders] : orders)),
      'GET /purchases/user/{uuid}/pickup-allowances': () => ok(allowances(ordered ? 1000 : 20000)),
    });
    await chooseType(app, 'Registration pickup');
    await add(app, 'Moringa Leaf Capsules', 1);
    await add(app, 'Ginger & Garlic Tea', 1);
    await add(app, 'Ginger & Garlic Tea', 1);
    expect(within(cart()).getByText('Total price').nextElementSibling).toHaveTextContent('₦17,500.00');
    expect(within(cart()).getByText('Pickup amount left').nextElementSibling).toHaveTextContent('₦20,000.00');
    expect(within(cart()).getByText('Left after this order').nextElementSibling).toHaveTextContent(
      '₦2,500.00',
    );
    await chooseStockist(app, 'Chidi Herbal Store');
    expect(screen.getByText(/Collect at Chidi Herbal Store/)).toBeInTheDocument();
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(await app.bodyOf(`POST /purchases/user/${uuid}`)).toEqual({
      products: [
        { id: 1, qty: 1 },
        { id: 4, qty: 2 },
      ],
      pickup_type: 'registration_pickup',
      stockist_id: 7,
    });
    await waitFor(() =>
      expect(within(cart()).getByText('There are no Items in your cart')).toBeInTheDocument(),
    );
    expect(await screen.findByRole('row', { name: /#01300/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Registration pickup' })).toHaveTextContent('₦1,000.00'),
    );
  });

  it('an upgrade pickup is checked against what remains of the upgrade allowance', async () => {
    const app = open({
      'GET /purchases/user/{uuid}/pickup-allowances': ok(allowances(0, 30000)),
      'POST /purchases/user/{uuid}': ok(
        order({ id: 1301, pickup_type: 'upgrade_pickup' }),
        'Order created successfully',
      ),
    });
    await chooseType(app, 'Upgrade pickup');
    await waitFor(() =>
      expect(within(cart()).getByText('Pickup amount left').nextElementSibling).toHaveTextContent(
        '₦30,000.00',
      ),
    );
    await add(app, 'Prostate Care Blend', 1);
    await add(app, 'Black Seed Oil', 1);
    await chooseStockist(app, 'Oja Wellness Ibadan');
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(await app.bodyOf(`POST /purchases/user/${uuid}`)).toEqual({
      products: [
        { id: 5, qty: 1 },
        { id: 3, qty: 1 },
      ],
      pickup_type: 'upgrade_pickup',
      stockist_id: 8,
    });
  });

  it('a cart above the allowance left is refused on the screen and nothing is sent', async () => {
    const app = open();
    await chooseType(app, 'Registration pickup');
    await add(app, 'Moringa Leaf Capsules', 3);
    await chooseStockist(app, 'Chidi Herbal Store');
    expect(within(cart()).getByText('Above the pickup amount by').nextElementSibling).toHaveTextContent(
      '₦5,500.00',
    );
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.overPickupAmount);
    expect(app.calls()).not.toContain(`POST /purchases/user/${uuid}`);
  });

  it('with no allowance left a pickup is refused and a repurchase is suggested', async () => {
    const app = open({ 'GET /purchases/user/{uuid}/pickup-allowances': ok(allowances(0, 0)) });
    expect(await screen.findByText(/You have no pickup allowance left/)).toBeInTheDocument();
    await chooseType(app, 'Registration pickup');
    await add(app, 'Ginger & Garlic Tea', 1);
    await chooseStockist(app, 'Chidi Herbal Store');
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.overPickupAmount);
    expect(app.calls()).not.toContain(`POST /purchases/user/${uuid}`);
  });

  it('the server refusing the order shows its message and keeps the cart', async () => {
    const app = open({
      'POST /purchases/user/{uuid}': fail(422, 'The given data was invalid.', {
        products: ["The selected items' total price is greater than the pickup amount"],
      }),
    });
    await chooseType(app, 'Registration pickup');
    await add(app, 'Bitter Kola Tonic', 1);
    await chooseStockist(app, 'Chidi Herbal Store');
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByText(CART_MESSAGES.overAllowance)).toBeInTheDocument();
    expect(within(cart()).getByText('Bitter Kola Tonic')).toBeInTheDocument();
  });

  it('asks for the type, the products and the stockist before sending anything', async () => {
    const app = open();
    await screen.findByText('Moringa Leaf Capsules');
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.noProducts);
    await add(app, 'Bitter Kola Tonic', 1);
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByRole('alert')).toHaveTextContent(CART_MESSAGES.noOrderType);
    await chooseType(app, 'Registration pickup');
    await app.user.click(within(cart()).getByRole('button', { name: 'Submit Selection' }));
    expect(await within(cart()).findByRole('alert')).toHaveTextContent(CHOOSE_STOCKIST_MESSAGE);
    expect(app.calls()).not.toContain(`POST /purchases/user/${uuid}`);
  });

  it('a repurchase is paid from the wallet with product ids and quantities only', async () => {
    const app = open({
      'PATCH /withdrawals/pay-with-wallet': ok(
        { reference: 'kw_7', amount: 14500, wallet_balance: 21750.5, order_id: 1302 },
        'Payment successful',
      ),
    });
    await chooseType(app, 'Repurchase pickup');
    expect(within(cart()).queryByRole('button', { name: 'Submit Selection' })).not.toBeInTheDocument();
    await add(app, 'Moringa Leaf Capsules', 1);
    await add(app, 'Bitter Kola Tonic', 1);
    await chooseStockist(app, 'Chidi Herbal Store');
    await waitFor(() => expect(within(cart()).getByText(/Wallet balance/)).toHaveTextContent('₦36,250.50'));
    await app.user.click(within(cart()).getByRole('button', { name: 'Pay with wallet' }));
    const dialog = await screen.findByRole('alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pay ₦14,500.00' }));
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(await app.bodyOf('PATCH /withdrawals/pay-with-wallet')).toEqual({
      amount: 14500,
      description: 'Repurchase of 2 products',
      txn_source: 'member_product_purchase',
      is_upgrade: 0,
      products: [
        { id: 1, qty: 1 },
        { id: 2, qty: 1 },
      ],
      pickup_type: 'repurchase_pickup',
      stockist_id: 7,
    });
    await waitFor(() =>
      expect(within(cart()).getByText('There are no Items in your cart')).toBeInTheDocument(),
    );
  });

  it('a repurchase is paid by card in the payment modal and verified', async () => {
    const app = open({
      'POST /payments/initiate': ok({
        authorization_url: `${window.location.origin}/api/sandbox/checkout/kp_21`,
        reference: 'kp_21',
      }),
      'POST /payments/verify': ok(
        { reference: 'kp_21', status: 'approved', amount: 12000, txn_source: 'member_product_purchase' },
        'Payment Verified successfully',
      ),
    });
    await chooseType(app, 'Repurchase pickup');
    await add(app, 'Black Seed Oil', 1);
    await chooseStockist(app, 'Oja Wellness Ibadan');
    await app.user.click(within(cart()).getByRole('button', { name: 'Pay with card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your products' });
    expect(await app.bodyOf('POST /payments/initiate')).toEqual({
      amount: 12000,
      description: 'Repurchase of 1 product',
      txn_source: 'member_product_purchase',
      is_upgrade: 0,
      products: [{ id: 3, qty: 1 }],
      pickup_type: 'repurchase_pickup',
      stockist_id: 8,
    });
    await within(dialog).findByTitle('Payment checkout');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((await screen.findAllByText('Payment Verified successfully')).length).toBeGreaterThan(0);
    expect(await app.bodyOf('POST /payments/verify')).toEqual({ reference: 'kp_21' });
  });

  it('the order code shows only after the right password; a wrong one and too many tries say why', async () => {
    const answers = [
      fail(422, 'The given data was invalid.', { password: ['The password is incorrect'] }),
      fail(429, 'Too many attempts, please try again in a minute'),
      ok({ order_id: 1204, code: 'K7Q2-MX9P-4TZA', status: 'processing' as const }),
    ];
    const app = open({ 'POST /purchases/order-code': () => answers.shift()! });
    await app.user.click(await screen.findByRole('button', { name: 'Order code of #01204' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order code' });
    const password = within(dialog).getByLabelText('Password');
    await app.user.type(password, 'wrong-password');
    await app.user.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    expect(await within(dialog).findByText('The password is incorrect')).toBeInTheDocument();
    expect(within(dialog).queryByText('K7Q2-MX9P-4TZA')).not.toBeInTheDocument();
    expect(await app.bodyOf('POST /purchases/order-code')).toEqual({
      password: 'wrong-password',
      order_id: 1204,
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    expect(
      await within(dialog).findByText('Too many attempts, please try again in a minute'),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Show order code' }));
    expect(await within(dialog).findByText('K7Q2-MX9P-4TZA')).toBeInTheDocument();
  });

  it("shows an order's products with their images and quantities", async () => {
    const app = open();
    await app.user.click(await screen.findByRole('button', { name: 'Products of #01204' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products of order #01204' });
    const list = await within(dialog).findByRole('list', { name: 'Products' });
    expect(within(list).getByText('Moringa Leaf Capsules')).toBeInTheDocument();
    expect(within(list).getByText(/Quantity: 3/)).toBeInTheDocument();
    expect(app.calls()).toContain('GET /purchases/1204/order-details');
  });

  it('searches the stockists and pages the list', async () => {
    const searched: string[] = [];
    const listed: string[] = [];
    const app = open({
      'GET /stockists/all': (request) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page') ?? '1');
        listed.push(String(pageNumber));
        return ok(page(pageNumber === 1 ? stockists : [stockists[1]!], pageNumber, 2));
      },
      'GET /stockists/search': (request) => {
        searched.push(new URL(request.url).searchParams.get('search') ?? '');
        return ok(page([stockists[1]!]));
      },
    });
    const picker = await screen.findByRole('table', { name: 'Available stockists' });
    expect(await within(picker).findByText('Chidi Herbal Store')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Available stockists pages' });
    await app.user.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listed).toContain('2'));
    await app.user.type(screen.getByLabelText('Search stockists'), 'Ibadan');
    await waitFor(() => expect(searched).toContain('Ibadan'));
    await waitFor(() => expect(within(picker).queryByText('Chidi Herbal Store')).not.toBeInTheDocument());
    expect(within(picker).getByText('Oja Wellness Ibadan')).toBeInTheDocument();
  });

  it('reads answering 501 (not implemented) show their error states', async () => {
    tokenStore.set('tok');
    renderApp('/user/repurchase', errorRepurchaseApi());
    expect(await screen.findByText('We could not load your pickup allowance')).toBeInTheDocument();
    expect((await screen.findAllByText('This operation is not implemented yet.')).length).toBeGreaterThan(1);
  });
});
