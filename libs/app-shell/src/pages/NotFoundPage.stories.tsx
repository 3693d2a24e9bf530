import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  parameters: { axe: true },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { homeHref: '/admin/dashboard', homeLabel: 'Go to the dashboard' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each app says where home is and how the link reads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The page you are looking for is not found/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  },
};
