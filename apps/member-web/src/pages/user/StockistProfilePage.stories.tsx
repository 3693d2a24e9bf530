import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { stockistGuardStories } from '../../testing/stockistGuardStories';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { myStore, pendingUpgrade, stockistApi } from '../../testing/stockistFixtures';
import { StockistProfilePage } from './StockistProfilePage';

const meta = {
  title: 'Pages/Stockist/Stockist Profile',
  component: StockistProfilePage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.stockistProfile },
    session: { token: 'member-token' },
    api: stockistApi(),
  },
} satisfies Meta<typeof StockistProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved store with its preview, the company accounts and the upgrade to a higher package. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Store name')).toHaveValue('Ada Herbal Store'));
    await userEvent.selectOptions(await canvas.findByLabelText('New stockist package'), '2');
    await waitFor(() => expect(canvas.getAllByText('₦150,000.00').length).toBeGreaterThan(0));
  },
};

/** An upgrade awaits the administrator: shown, and another is blocked. */
export const UpgradePending: Story = {
  parameters: {
    api: {
      ...stockistApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ pending_upgrade: pendingUpgrade })),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Upgrade awaiting approval')).toBeVisible());
  },
};

/** On the highest package there is nothing to upgrade to. */
export const HighestPackage: Story = {
  parameters: {
    api: {
      ...stockistApi(),
      'GET /stockists/user/{uuid}/single': ok(
        myStore({ stockist_package_id: 3, stockist_package_name: 'State Stockist' }),
      ),
    } satisfies ContractRoutes,
  },
};

export const Empty: Story = {
  parameters: { api: { ...stockistApi(), 'GET /banks/all': ok([]) } satisfies ContractRoutes },
};

export const Loading: Story = stockistGuardStories.Loading;
export const Errors: Story = stockistGuardStories.Errors;
export const NotAStockist: Story = stockistGuardStories.NotAStockist;
export const RegistrationPending: Story = stockistGuardStories.RegistrationPending;
export const Phone: Story = stockistGuardStories.Phone;
