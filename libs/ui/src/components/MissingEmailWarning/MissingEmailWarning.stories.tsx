import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout';
import { MissingEmailWarning } from './MissingEmailWarning';

const meta = {
  title: 'UI/Feedback/MissingEmailWarning',
  component: MissingEmailWarning,
} satisfies Meta<typeof MissingEmailWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid email address, please return to previous page',
    );
  },
};

export const Playground: Story = { argTypes: { className: { control: false } } };

export const AllStates: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AuthLayout title="Reset password">
      <MissingEmailWarning />
    </AuthLayout>
  ),
};
