import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../paths';
import { authUser } from '../../testing/fixtures';
import { ok, PageDecorator } from '../../testing/PageDecorator';
import { WelcomePage } from './WelcomePage';

const DAY = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Pages/Member/Welcome',
  component: WelcomePage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.welcome }, session: { token: 'member-token' } },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    api: {
      'GET /auth/user': () =>
        ok(
          authUser({
            payment: 'pending',
            status: 'inactive',
            created_at: new Date(Date.now() - 3 * DAY).toISOString(),
          }),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ada Okafor' })).toBeVisible();
    await expect(canvas.getByText('Day 3 of 7')).toBeVisible();
  },
};
