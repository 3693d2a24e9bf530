import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths, withEmail } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { EmailConfirmationPage } from './EmailConfirmationPage';

const meta = {
  title: 'Pages/Member/EmailConfirmation',
  component: EmailConfirmationPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.emailConfirmation },
  },
} satisfies Meta<typeof EmailConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    route: { path: paths.emailConfirmation, url: withEmail(paths.emailConfirmation, 'ada@example.com') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Code')).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/ada@example\.com/)).toBeVisible());
  },
};

export const MissingEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Invalid email address, please return to previous page'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Code')).not.toBeInTheDocument();
  },
};
