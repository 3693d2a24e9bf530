import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorToggle, type TwoFactorToggleProps } from './TwoFactorToggle';

const meta = {
  title: 'UI/TwoFactorToggle',
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
    description: { control: 'text' },
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
    </div>
  ),
};
