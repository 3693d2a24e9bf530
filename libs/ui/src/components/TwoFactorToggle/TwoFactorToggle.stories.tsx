import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorToggle, type TwoFactorToggleProps } from './TwoFactorToggle';

const meta = {
  title: 'UI/Forms/TwoFactorToggle',
  component: TwoFactorToggle,
  args: { enabled: false, onChange: fn() as TwoFactorToggleProps['onChange'] },
} satisfies Meta<typeof TwoFactorToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Disabled' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  argTypes: {
    enabled: { control: 'boolean' },
    saving: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    description: { control: 'text' },
    onChange: { control: false },
  },
};

export const Enabled: Story = {
  args: { enabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Enabled' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { enabled: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Enabled' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The save failed: the switch keeps the saved value and says why, so the user can try again. */
export const Error: Story = {
  args: { enabled: false, error: 'An error occurred' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your 2FA setting was not saved. An error occurred',
      ),
    );
    const toggle = canvas.getByRole('switch', { name: 'Disabled' });
    await expect(toggle).toHaveAccessibleDescription(/was not saved/);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const LongContent: Story = {
  args: {
    enabled: true,
    description:
      'When enabled, a six-digit code is sent to the email address on your account each time you log in, on every device and browser, and you must enter it within ten minutes before the dashboard opens.',
    error:
      'The server did not answer in time while saving the two-factor setting for this account; check your connection and switch it again in a moment.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

function ControlledToggle() {
  const [enabled, setEnabled] = useState(false);
  return <TwoFactorToggle enabled={enabled} onChange={setEnabled} />;
}

export const Controlled: Story = {
  render: () => <ControlledToggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Disabled' }));
    await expect(canvas.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TwoFactorToggle enabled={false} onChange={() => undefined} />
      <TwoFactorToggle enabled onChange={() => undefined} />
      <TwoFactorToggle enabled saving onChange={() => undefined} />
      <TwoFactorToggle enabled disabled onChange={() => undefined} />
      <TwoFactorToggle enabled={false} error="An error occurred" onChange={() => undefined} />
    </div>
  ),
};
