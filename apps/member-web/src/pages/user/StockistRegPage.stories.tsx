import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { fail, ok, PageDecorator } from '../../testing/PageDecorator';
import { memberApi, myStore, stockistApi } from '../../testing/stockistFixtures';
import { StockistRegPage } from './StockistRegPage';

const meta = {
  title: 'Pages/Stockist/Become a Stockist',
  component: StockistRegPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.stockistReg },
    session: { token: 'member-token' },
    api: stockistApi(),
  },
} satisfies Meta<typeof StockistRegPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: disclaimer, form with preview, packages with their price, company accounts. */
export const Filled: Story = {
  parameters: { api: memberApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/70% of the initial capital/)).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Store name'), 'Ada Herbal Store');
    const preview = canvas.getByRole('region', { name: 'Store preview' });
    await waitFor(() => expect(within(preview).getByText('Ada Herbal Store')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('1012345678')).toBeVisible());
  },
};

/** Register without accepting the disclaimer or choosing anything: every field says what it needs. */
export const Invalid: Story = {
  parameters: { api: memberApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register as stockist' }));
    await waitFor(() => expect(canvas.getByText('You must accept the disclaimer')).toBeVisible());
  },
};

/** No stockist packages or company accounts yet. */
export const Empty: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /stockist-packages/all': ok([]),
      'GET /banks/all': ok([]),
    } satisfies ContractRoutes,
  },
};

export const Pending: Story = {
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

export const Disapproved: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /stockists/user/{uuid}/single': ok(myStore({ stockist_status: 'disapproved', is_stockist: 0 })),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply again' }));
    await waitFor(() => expect(canvas.getByLabelText('Store name')).toBeVisible());
  },
};

/** Already a stockist: sent to the stockist profile. */
export const AlreadyStockist: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('You are a stockist')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /stockist-packages/all': () => new Promise(() => undefined),
    } satisfies ContractRoutes,
  },
};

export const Errors: Story = {
  parameters: {
    api: {
      ...memberApi(),
      'GET /stockist-packages/all': fail(501, 'This operation is not implemented yet.'),
    } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('This operation is not implemented yet.')).toBeVisible(),
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
