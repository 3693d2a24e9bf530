import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { fail, PageDecorator } from '../../testing/PageDecorator';
import { adminShell } from '../../shell';

const meta = {
  title: 'Pages/Admin/AdminLogin',
  component: adminShell.LoginPage,
  decorators: [PageDecorator],
  parameters: { axe: true, route: { path: paths.login } },
} satisfies Meta<typeof adminShell.LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Administrator login' })).toBeVisible());
    await waitFor(() => expect(canvas.getByLabelText('Email')).toBeVisible());
  },
};

export const Error: Story = {
  parameters: { api: { 'POST /auth/admin-login': fail(401, 'Invalid login details') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'admin@kola.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByText('Invalid login details')).toBeVisible());
  },
};
