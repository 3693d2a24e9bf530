import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  SAMPLE_CART_LINES,
  SAMPLE_PRODUCTS,
  SAMPLE_PURCHASES,
  SAMPLE_STOCKISTS,
} from '../../testing/commerceFixtures';
import { CartPanel } from '../CartPanel/CartPanel';
import { PickupAllowanceSummary } from '../PickupAllowanceSummary/PickupAllowanceSummary';
import { ProductTable } from '../ProductTable/ProductTable';
import { PurchaseHistory } from '../PurchaseHistory/PurchaseHistory';
import { StockistPickerTable } from '../StockistPickerTable/StockistPickerTable';
import { REPURCHASE_STEPS, RepurchaseLayout } from './RepurchaseLayout';

type State = 'filled' | 'loading' | 'empty' | 'error';

const allowances = {
  registration_pickup: { allowance: 50000, used: 38000, remaining: 12000 },
  upgrade_pickup: { allowance: 0, used: 0, remaining: 0 },
};

/** The screen's pieces in one state, as the page composes them. */
function Screen({ state }: { state: State }) {
  const loading = state === 'loading';
  const error = state === 'error' ? 'This operation is not implemented yet.' : undefined;
  const filled = state === 'filled';
  return (
    <RepurchaseLayout
      allowance={
        <PickupAllowanceSummary
          allowances={filled || state === 'empty' ? allowances : null}
          selected={filled ? 'registration_pickup' : ''}
          loading={loading}
          error={error}
        />
      }
      products={
        <ProductTable products={filled ? SAMPLE_PRODUCTS : []} loading={loading} error={error} onAdd={fn()} />
      }
      stockists={
        <StockistPickerTable
          stockists={filled ? SAMPLE_STOCKISTS : []}
          selectedId={filled ? 1 : null}
          onSelect={fn()}
          search=""
          onSearchChange={fn()}
          page={1}
          lastPage={filled ? 2 : 1}
          loading={loading}
          error={error}
        />
      }
      cart={
        <CartPanel
          lines={filled ? SAMPLE_CART_LINES : []}
          pickupType={filled ? 'registration_pickup' : ''}
          onPickupTypeChange={fn()}
          pickupAmount={12000}
          pickupAmountLabel="Pickup amount left"
          onRemove={fn()}
          onCancel={fn()}
          onSubmit={fn()}
          onPayWithCard={fn()}
          onPayWithWallet={fn()}
        />
      }
      history={
        <PurchaseHistory
          purchases={filled ? SAMPLE_PURCHASES : []}
          loading={loading}
          error={error}
          onViewCode={fn()}
          onViewProducts={fn()}
        />
      }
    />
  );
}

const meta = {
  title: 'UI/Commerce/RepurchaseLayout',
  component: Screen,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: ['filled', 'loading', 'empty', 'error'] } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Steps 1 to 3 and the orders; on a wide screen the cart stands beside the products. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Choose your products/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Choose where to collect/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Submit or pay/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your orders' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Loading: Story = { args: { state: 'loading' } };

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no products')).toBeVisible();
    await expect(canvas.getByText('There are no purchases')).toBeVisible();
  },
};

export const Error: Story = { args: { state: 'error' } };

/** A 360 px phone: one column, in the order the member works. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = Object.values(REPURCHASE_STEPS) as string[];
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((text) => steps.some((step) => text.endsWith(step)));
    await expect(headings).toEqual([
      '1Choose your products',
      '2Choose where to collect',
      '3Submit or pay',
      'Your orders',
    ]);
  },
};
