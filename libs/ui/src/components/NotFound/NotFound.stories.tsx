import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'UI/Feedback/NotFound',
  component: NotFound,
  args: { homeHref: '#/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '404' })).toBeVisible());
    await expect(
      canvas.getByText('Something went wrong. The page you are looking for is not found'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '#/');
  },
};

export const Playground: Story = {
  argTypes: {
    homeHref: { control: 'text' },
    homeLabel: { control: 'text' },
    linkComponent: { control: false },
  },
};

/** In the back office: the way back leads to the admin dashboard. */
export const Admin: Story = {
  args: { homeHref: '#/admin/dashboard', homeLabel: 'Back to the dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '#/admin/dashboard',
    );
  },
};

export const LongContent: Story = {
  args: { homeLabel: 'Return to the member dashboard and continue where you left off' },
};

/** One 404 per page (it is the page's main landmark), so the catalogue shows the back-office variant. */
export const AllStates: Story = { args: { homeHref: '#/admin', homeLabel: 'Back to the dashboard' } };
