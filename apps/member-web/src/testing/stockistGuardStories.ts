import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ContractRoutes } from '@kola/api/testing';
import { ok } from './PageDecorator';
import { errorStockistApi, loadingStockistApi, memberApi, myStore } from './stockistFixtures';

/** A page story's fields these states set (parameters, globals, play): any stockist page takes them. */
type GuardStory = Pick<StoryObj, 'parameters' | 'globals' | 'play'>;

const Loading: GuardStory = { parameters: { api: loadingStockistApi() } };

/** Every read failed: the server's message where each piece would be. */
const Errors: GuardStory = {
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
const NotAStockist: GuardStory = {
  parameters: { api: memberApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Become a Stockist' })).toBeVisible());
  },
};

/** A registration awaiting approval. */
const RegistrationPending: GuardStory = {
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
const Phone: GuardStory = {
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

/**
 * The states every stockist page shares (docs/screens/stockist.md): loading, every read failed, a member
 * who is not a stockist, a registration awaiting approval, and a 360 px phone. Each page's stories file
 * re-exports them by name (`export const Errors: Story = stockistGuardStories.Errors;`).
 */
export const stockistGuardStories = { Loading, Errors, NotAStockist, RegistrationPending, Phone };
