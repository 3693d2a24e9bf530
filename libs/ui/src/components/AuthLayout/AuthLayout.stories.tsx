import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'UI/Shell/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Welcome back',
    subtitle: 'Log in to your partner account',
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Username" />
        <Button fullWidth>Login</Button>
      </div>
    ),
    footer: 'Kola Herbal © 2026',
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText('Kola Herbal')).toBeVisible());
  },
};

export const Playground: Story = {
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    brand: { control: 'text' },
    footer: { control: 'text' },
    width: { control: 'inline-radio', options: ['normal', 'wide'] },
    children: { control: false },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};

export const LongContent: Story = {
  args: {
    title: 'Create your partner account and choose a registration package',
    subtitle: 'Long subtitle. '.repeat(12),
    width: 'wide',
  },
};

export const AllStates: Story = {
  args: { brand: 'Kola Herbal Admin', title: 'Administrator login', subtitle: undefined, footer: undefined },
};
