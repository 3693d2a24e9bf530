import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Shell/PageLoading',
  component: PageLoading,
  parameters: { axe: true },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a route shows while its code or data loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The sign-in guard's wording while it reads the account. */
export const Account: Story = {
  args: { label: 'Loading your account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your account');
  },
};
