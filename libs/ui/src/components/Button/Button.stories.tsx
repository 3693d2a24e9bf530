import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from './Button';

const meta = {
  title: 'UI/Forms/Button',
  component: Button,
  args: { children: 'Login', variant: 'primary', size: 'md', onClick: fn() as ButtonProps['onClick'] },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Login' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
    disabled: { control: 'boolean' },
    asChild: { control: false },
    children: { control: 'text' },
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#register">Register</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '#register',
    );
  },
};

export const LongContent: Story = {
  args: { children: 'Send confirmation code to the email address on your account', fullWidth: true },
};

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(4, max-content)',
        alignItems: 'center',
      }}
    >
      {(['primary', 'secondary', 'danger', 'ghost', 'link'] as const).map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="sm">
            small
          </Button>
          <Button variant={variant} loading>
            loading
          </Button>
          <Button variant={variant} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};
