import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { paths } from '../../paths';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { emptyApi, errorApi, filledApi, loadingApi, silverMember } from '../../testing/moneyFixtures';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Pages/Member/Dashboard',
  component: DashboardPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.user.dashboard },
    session: { token: 'member-token' },
    api: { ...filledApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes,
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with bonuses, a rank and its incentive, and a claimed incentive. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matching = await canvas.findByRole('group', { name: 'Matching bonus' });
    await waitFor(() => expect(within(matching).getByText('₦7,000.00')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Claim Incentive' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Blender')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByTestId('withdrawable')).toHaveTextContent('You can withdraw ₦36,250.50'),
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-bar]')).not.toBeNull());
    await expect(canvas.getByRole('link', { name: 'Upgrade to Gold' })).toBeVisible();
  },
};

/** A 360 px phone (the viewport; screenshot it at 360 px): one column, the balance first, nothing wider than the screen. */
export const Phone: Story = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('withdrawable')).toHaveTextContent('You can withdraw'));
    await waitFor(() => expect(canvas.getByText('Blender')).toBeVisible());
    // Nothing wider than the screen: the page never scrolls sideways.
    const main = canvasElement.ownerDocument.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

/** Just paid: zeros, no rank ("You are yet to qualify for an incentive"), no claims. */
export const Empty: Story = {
  parameters: {
    api: { ...emptyApi(), 'GET /auth/user': ok(silverMember({ rank_id: null })) } satisfies ContractRoutes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('There are no claimed incentives')).toBeVisible());
    await expect((await canvas.findAllByText('You are yet to qualify for an incentive'))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { ...loadingApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Bonuses' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The bonus reads answer 501 (not implemented): each piece shows its error, nothing crashes. */
export const Error: Story = {
  parameters: { api: { ...errorApi(), 'GET /auth/user': ok(silverMember()) } satisfies ContractRoutes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('We could not load your bonuses')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('We could not load your incentive')).toBeVisible());
  },
};
