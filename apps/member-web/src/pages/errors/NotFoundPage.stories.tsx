import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { memberShell } from '../../shell';

const meta = {
  title: 'Pages/Member/NotFound',
  component: memberShell.NotFoundPage,
  decorators: [PageDecorator],
  // The catch-all route of the table, opened at an unknown URL.
  parameters: { axe: true, route: { path: '/*', url: '/no-such-page' } },
} satisfies Meta<typeof memberShell.NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/The page you are looking for is not found/)).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', paths.root);
  },
};
